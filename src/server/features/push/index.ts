// What the push feature offers other features: recording pushes with notifications, the job.
export { deliverPushes, PUSH_JOB } from "./deliver";
export { pushKicker } from "./kick";
export { recordPushes, type MadeNotification } from "./outbox";
