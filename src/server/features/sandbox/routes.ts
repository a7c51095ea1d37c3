// The sandbox payment provider's pages' API (/api/sandbox), mounted only while the sandbox is
// the provider. Checkout, portal and onboarding ids are bearer secrets in the page's URL, as
// Stripe's are; the billing clock is for development (on the machine the app runs on), and for
// owners of a demo in production.
import { Hono, type Context } from "hono";
import type { SandboxProvider } from "../../adapters/payments/sandbox";
import { PaymentDeclinedError } from "../../adapters/payments";
import { SandboxNotFoundError } from "../../adapters/payments/sandbox/books";
import {
  checkoutView,
  CheckoutNotOpenError,
  completeOnboarding,
  onboardingView,
  payCheckout,
  portalView,
  setPortalCancellation,
  updatePortalCard,
} from "../../adapters/payments/sandbox/pages";
import {
  sandboxCardSchema,
  sandboxClockAdvanceSchema,
  sandboxOnboardingSchema,
} from "../../../domain/sandbox-payments";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import { isLocalClient } from "../../lib/local-client";
import { validJson } from "../../lib/validate";
import { getViewer } from "../auth";

/** The provider's refusals in the API's words. */
async function sandboxCall<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SandboxNotFoundError)
      throw new AppError("not_found", 404, "This page has expired or does not exist.");
    if (error instanceof PaymentDeclinedError) throw new AppError("card_declined", 402, error.message);
    if (error instanceof CheckoutNotOpenError)
      throw new AppError("checkout_not_open", 409, error.message, { cancelUrl: error.cancelUrl });
    throw error;
  }
}

async function requireClockAccess(c: Context<AppEnv>) {
  if (!c.var.config.isProduction) {
    // Anyone reaching a development server over the network would move its billing time.
    if (!isLocalClient(c))
      throw new AppError("forbidden", 403, "The billing clock answers only on the machine the app runs on.");
    return;
  }
  const viewer = await getViewer(c);
  if (!viewer?.isOwner) throw new AppError("forbidden", 403, "The billing clock is for development only.");
}

export function sandboxRoutes(sandbox: SandboxProvider) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      c.header("cache-control", "no-store");
      // The sandbox's ids are letters, digits, _ and -: any other character (a NUL byte) names no page.
      if (!/^[\w/-]*$/.test(c.req.path))
        throw new AppError("not_found", 404, "This page has expired or does not exist.");
      await next();
    })
    .get("/checkout/:id", async (c) => c.json(await sandboxCall(() => checkoutView(sandbox, c.req.param("id")))))
    .post("/checkout/:id/pay", validJson(sandboxCardSchema), async (c) =>
      c.json(await sandboxCall(() => payCheckout(sandbox, c.req.param("id"), c.req.valid("json")))),
    )
    .get("/portal/:id", async (c) => c.json(await sandboxCall(() => portalView(sandbox, c.req.param("id")))))
    .post("/portal/:id/card", validJson(sandboxCardSchema), async (c) =>
      c.json(await sandboxCall(() => updatePortalCard(sandbox, c.req.param("id"), c.req.valid("json")))),
    )
    .post("/portal/:id/subscriptions/:subscriptionId/cancel", async (c) =>
      c.json(
        await sandboxCall(() => setPortalCancellation(sandbox, c.req.param("id"), c.req.param("subscriptionId"), true)),
      ),
    )
    .post("/portal/:id/subscriptions/:subscriptionId/resume", async (c) =>
      c.json(
        await sandboxCall(() =>
          setPortalCancellation(sandbox, c.req.param("id"), c.req.param("subscriptionId"), false),
        ),
      ),
    )
    .get("/onboarding/:id", async (c) => c.json(await sandboxCall(() => onboardingView(sandbox, c.req.param("id")))))
    .post("/onboarding/:id", validJson(sandboxOnboardingSchema), async (c) =>
      c.json(await sandboxCall(() => completeOnboarding(sandbox, c.req.param("id"), c.req.valid("json")))),
    )
    .get("/clock", async (c) => {
      await requireClockAccess(c);
      return c.json(await sandbox.clock());
    })
    .post("/clock/advance", validJson(sandboxClockAdvanceSchema), async (c) => {
      await requireClockAccess(c);
      return c.json(await sandbox.advanceClock(c.req.valid("json").days));
    });
}
