// The questions a creator's weekly check-in asks: one row per creator once they change it,
// every question asked until then.
import { eq } from "drizzle-orm";
import { defaultCheckinForm, type CheckinForm } from "../../../domain/checkins";
import type { Queryable } from "../../db/client";
import { checkinForms } from "../../db/schema";

const columns = {
  weight: checkinForms.askWeight,
  sleep: checkinForms.askSleep,
  energy: checkinForms.askEnergy,
  adherence: checkinForms.askAdherence,
  note: checkinForms.askNote,
  photos: checkinForms.askPhotos,
};

export async function getCheckinForm(db: Queryable, creatorId: string): Promise<CheckinForm> {
  const [form] = await db.select(columns).from(checkinForms).where(eq(checkinForms.creatorId, creatorId));
  return form ?? defaultCheckinForm;
}

export async function saveCheckinForm(db: Queryable, creatorId: string, form: CheckinForm): Promise<CheckinForm> {
  const values = {
    askWeight: form.weight,
    askSleep: form.sleep,
    askEnergy: form.energy,
    askAdherence: form.adherence,
    askNote: form.note,
    askPhotos: form.photos,
  };
  await db
    .insert(checkinForms)
    .values({ creatorId, ...values })
    .onConflictDoUpdate({ target: checkinForms.creatorId, set: values });
  return form;
}
