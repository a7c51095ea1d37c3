// Connect: the API for Express accounts (create, onboarding link, Dashboard login link) and what
// Stripe reports on an account at each stage of its review, which the updateAccount control sets.
import type Stripe from "stripe";
import { invalidRequest, noSuch } from "./errors";
import type { AccountObject } from "./objects";
import { checkParams, expandOnly, type Reader, type Spec } from "./params";
import { token, type FakeState } from "./state";

/** How far Stripe's review of a connected account has got. */
export type PayoutAccountState = "pending" | "verified" | "restricted";

const accountParams: Spec = {
  type: true,
  country: true,
  email: true,
  business_type: true,
  capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
  metadata: "map",
  expand: [true],
};
const accountLinkParams: Spec = {
  account: true,
  refresh_url: true,
  return_url: true,
  type: true,
  collect: true,
  expand: [true],
};

export function createAccount(state: FakeState, params: Reader) {
  checkParams(params.params, accountParams);
  const type = params.oneOf("type", ["custom", "express", "standard"]);
  if (!type) throw invalidRequest("This fake supports accounts created with a type.", "type");
  const account: AccountObject = {
    id: state.newId("acct"),
    object: "account",
    business_type: null,
    country: params.text("country") ?? "US",
    created: state.clock,
    default_currency: "usd",
    email: params.text("email") ?? null,
    metadata: params.metadata(),
    type,
    ...accountStateFields("new"),
  };
  state.store.accounts.set(account.id, account);
  return account;
}

export function createAccountLink(state: FakeState, params: Reader) {
  checkParams(params.params, accountLinkParams);
  const accountId = params.required("account");
  if (!state.store.accounts.has(accountId)) throw noSuch("account", accountId, "account");
  params.requiredOneOf("type", ["account_onboarding", "account_update"]);
  const link: Stripe.AccountLink = {
    object: "account_link",
    created: state.clock,
    expires_at: state.clock + 300,
    url: `https://connect.stripe.com/setup/e/${accountId}/${token()}`,
  };
  return link;
}

export function createLoginLink(state: FakeState, accountId: string, params: Reader) {
  checkParams(params.params, expandOnly);
  const account = state.mustFind("accounts", "account", accountId);
  if (!account.details_submitted)
    throw invalidRequest("Cannot create a login link for an account that has not completed onboarding.");
  const link: Stripe.LoginLink = {
    object: "login_link",
    created: state.clock,
    url: `https://connect.stripe.com/express/${token()}`,
  };
  return link;
}

const NEW_ACCOUNT_DUE = [
  "business_type",
  "external_account",
  "individual.dob.day",
  "individual.first_name",
  "individual.last_name",
  "tos_acceptance.date",
  "tos_acceptance.ip",
];

/** What Stripe reports in each stage of an Express account's life. */
export function accountStateFields(
  stage: PayoutAccountState | "new",
): Pick<AccountObject, "capabilities" | "charges_enabled" | "details_submitted" | "payouts_enabled" | "requirements"> {
  const requirements = (fields: Partial<Stripe.Account.Requirements>): Stripe.Account.Requirements => ({
    alternatives: [],
    current_deadline: null,
    currently_due: [],
    disabled_reason: null,
    errors: [],
    eventually_due: [],
    past_due: [],
    pending_verification: [],
    ...fields,
  });
  switch (stage) {
    case "new":
      // Before onboarding Stripe already reports everything as past due and the account disabled.
      return {
        capabilities: { card_payments: "inactive", transfers: "inactive" },
        charges_enabled: false,
        details_submitted: false,
        payouts_enabled: false,
        requirements: requirements({
          currently_due: NEW_ACCOUNT_DUE,
          eventually_due: NEW_ACCOUNT_DUE,
          past_due: NEW_ACCOUNT_DUE,
          disabled_reason: "requirements.past_due",
        }),
      };
    case "pending":
      return {
        capabilities: { card_payments: "pending", transfers: "pending" },
        charges_enabled: false,
        details_submitted: true,
        payouts_enabled: false,
        requirements: requirements({
          pending_verification: ["individual.verification.document"],
          disabled_reason: "requirements.pending_verification",
        }),
      };
    case "verified":
      return {
        capabilities: { card_payments: "active", transfers: "active" },
        charges_enabled: true,
        details_submitted: true,
        payouts_enabled: true,
        requirements: requirements({}),
      };
    case "restricted":
      return {
        capabilities: { card_payments: "inactive", transfers: "inactive" },
        charges_enabled: false,
        details_submitted: true,
        payouts_enabled: false,
        requirements: requirements({
          currently_due: ["individual.verification.document"],
          past_due: ["individual.verification.document"],
          disabled_reason: "requirements.past_due",
          errors: [
            {
              code: "verification_document_failed_other",
              reason: "The document could not be verified.",
              requirement: "individual.verification.document",
            },
          ],
        }),
      };
  }
}
