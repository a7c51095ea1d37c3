// The Stripe objects the fake keeps, as the fields of API version 2026-10-28 it models. Each is
// typed from the SDK's own type, so the installed SDK's version decides what shape is right.
import Stripe from "stripe";

/** The version the fake speaks: the one the installed SDK is typed for. */
export const FAKE_STRIPE_API_VERSION = Stripe.API_VERSION;

/**
 * The fields of a Stripe object this fake keeps, typed as the SDK types them, so a field in the
 * wrong place for this API version (a period on the subscription) does not compile. `Own` holds
 * fields the fake keeps in a narrower form (an id where Stripe may expand an object).
 */
export type Shape<
  T,
  K extends keyof T,
  Own extends { [P in keyof Own]: P extends keyof T ? unknown : never } = Record<never, never>,
> = Pick<T, Exclude<K, keyof Own>> & Own;

export interface ListOf<T> {
  object: "list";
  data: T[];
  has_more: boolean;
  url: string;
}

export type Metadata = Record<string, string>;
export type CardFields = Pick<
  Stripe.PaymentMethod.Card,
  "brand" | "country" | "display_brand" | "exp_month" | "exp_year" | "funding" | "last4"
>;

export type CustomerObject = Shape<
  Stripe.Customer,
  | "id"
  | "object"
  | "balance"
  | "created"
  | "currency"
  | "delinquent"
  | "description"
  | "email"
  | "livemode"
  | "metadata"
  | "name"
  | "phone",
  {
    invoice_settings: {
      custom_fields: null;
      default_payment_method: string | null;
      footer: null;
      rendering_options: null;
    };
  }
>;
export type ProductObject = Shape<
  Stripe.Product,
  | "id"
  | "object"
  | "active"
  | "created"
  | "description"
  | "images"
  | "livemode"
  | "metadata"
  | "name"
  | "shippable"
  | "type"
  | "updated"
  | "url",
  { default_price: string | null }
>;
export type PriceObject = Shape<
  Stripe.Price,
  | "id"
  | "object"
  | "active"
  | "billing_scheme"
  | "created"
  | "currency"
  | "livemode"
  | "lookup_key"
  | "metadata"
  | "nickname"
  | "recurring"
  | "tax_behavior"
  | "type"
  | "unit_amount",
  // Decimals travel as strings; the SDK turns them into its Decimal type.
  { product: string; unit_amount_decimal: string }
>;
export type PaymentMethodObject = Shape<
  Stripe.PaymentMethod,
  "id" | "object" | "created" | "livemode" | "metadata" | "type",
  // A payment-mode checkout charges the card without attaching it to the customer.
  { customer: string | null; card: CardFields }
>;
export type CouponObject = Shape<
  Stripe.Coupon,
  | "id"
  | "object"
  | "amount_off"
  | "applies_to"
  | "created"
  | "currency"
  | "duration"
  | "duration_in_months"
  | "livemode"
  | "max_redemptions"
  | "metadata"
  | "name"
  | "percent_off"
  | "redeem_by"
  | "times_redeemed"
  | "valid"
>;
/** A coupon applied to a subscription. Stripe serves it expanded only (expand[]=discounts); no URL retrieves it. */
export type DiscountObject = Shape<
  Stripe.Discount,
  | "id"
  | "object"
  | "checkout_session"
  | "customer_account"
  | "end"
  | "invoice"
  | "invoice_item"
  | "promotion_code"
  | "start"
  | "subscription"
  | "subscription_item",
  { customer: string; source: { coupon: string; type: "coupon" } }
>;
/** A discount's share of an invoice or a line, by the discount's id. */
export interface DiscountAmountObject {
  amount: number;
  discount: string;
}
export type CheckoutSessionObject = Shape<
  Stripe.Checkout.Session,
  | "id"
  | "object"
  | "amount_subtotal"
  | "amount_total"
  | "cancel_url"
  | "client_reference_id"
  | "created"
  | "currency"
  | "expires_at"
  | "livemode"
  | "metadata"
  | "mode"
  | "payment_method_types"
  | "payment_status"
  | "status"
  | "success_url"
  | "ui_mode"
  | "url",
  {
    customer: string;
    subscription: string | null;
    invoice: string | null;
    payment_intent: string | null;
    discounts: { coupon: string; promotion_code: null }[];
  }
>;
export type SubscriptionItemObject = Shape<
  Stripe.SubscriptionItem,
  | "id"
  | "object"
  | "billing_thresholds"
  | "created"
  | "current_period_end"
  | "current_period_start"
  | "discounts"
  | "metadata"
  | "quantity"
  | "subscription"
  | "tax_rates",
  { price: PriceObject }
>;
export type SubscriptionObject = Shape<
  Stripe.Subscription,
  | "id"
  | "object"
  | "application_fee_percent"
  | "billing_cycle_anchor"
  | "cancel_at"
  | "cancel_at_period_end"
  | "canceled_at"
  | "collection_method"
  | "created"
  | "currency"
  | "description"
  | "ended_at"
  | "livemode"
  | "metadata"
  | "pause_collection"
  | "pending_update"
  | "start_date"
  | "status"
  | "trial_end"
  | "trial_start",
  {
    cancellation_details: Stripe.Subscription.CancellationDetails;
    customer: string;
    default_payment_method: string | null;
    /** Discount ids (DiscountObject). */
    discounts: string[];
    items: ListOf<SubscriptionItemObject>;
    latest_invoice: string | null;
    schedule: string | null;
    transfer_data: { amount_percent: number | null; destination: string } | null;
  }
>;
type PhaseItemObject = Shape<
  Stripe.SubscriptionSchedule.Phase.Item,
  "billing_thresholds" | "discounts" | "metadata" | "quantity" | "tax_rates",
  { price: string; plan: string }
>;
export type PhaseObject = Shape<
  Stripe.SubscriptionSchedule.Phase,
  | "add_invoice_items"
  | "application_fee_percent"
  | "billing_cycle_anchor"
  | "currency"
  | "description"
  | "discounts"
  | "end_date"
  | "metadata"
  | "proration_behavior"
  | "start_date"
  | "trial_end",
  { items: PhaseItemObject[] }
>;
export type ScheduleObject = Shape<
  Stripe.SubscriptionSchedule,
  | "id"
  | "object"
  | "canceled_at"
  | "completed_at"
  | "created"
  | "current_phase"
  | "end_behavior"
  | "livemode"
  | "metadata"
  | "released_at"
  | "released_subscription"
  | "status",
  { customer: string; subscription: string | null; phases: PhaseObject[] }
>;
export type InvoiceLineObject = Shape<
  Stripe.InvoiceLineItem,
  | "id"
  | "object"
  | "amount"
  | "currency"
  | "description"
  | "discountable"
  | "livemode"
  | "metadata"
  | "period"
  | "quantity"
  | "subtotal"
  | "taxes",
  {
    invoice: string;
    subscription: string;
    discount_amounts: DiscountAmountObject[];
    /** The line's own discounts; a subscription's discount is the invoice's, in discount_amounts here. */
    discounts: string[];
    parent: {
      type: "subscription_item_details";
      invoice_item_details: null;
      subscription_item_details: {
        invoice_item: null;
        proration: boolean;
        proration_details: { credited_items: null };
        subscription: string;
        subscription_item: string;
      };
    };
    pricing: { type: "price_details"; price_details: { price: string; product: string }; unit_amount_decimal: string };
  }
>;
export type InvoiceObject = Shape<
  Stripe.Invoice,
  | "id"
  | "object"
  | "account_country"
  | "account_name"
  | "amount_due"
  | "amount_overpaid"
  | "amount_paid"
  | "amount_remaining"
  | "amount_shipping"
  | "attempt_count"
  | "attempted"
  | "auto_advance"
  | "automatically_finalizes_at"
  | "billing_reason"
  | "collection_method"
  | "created"
  | "currency"
  | "customer_email"
  | "customer_name"
  | "description"
  | "due_date"
  | "effective_at"
  | "ending_balance"
  | "hosted_invoice_url"
  | "invoice_pdf"
  | "livemode"
  | "metadata"
  | "next_payment_attempt"
  | "number"
  | "period_end"
  | "period_start"
  | "receipt_number"
  | "starting_balance"
  | "statement_descriptor"
  | "status"
  | "status_transitions"
  | "subtotal"
  | "total"
  | "webhooks_delivered_at",
  {
    customer: string;
    default_payment_method: string | null;
    /** Discount ids: the subscription's discount while it runs, whether or not it took anything off. */
    discounts: string[];
    total_discount_amounts: DiscountAmountObject[];
    lines: ListOf<InvoiceLineObject>;
    // Since 2025-03-31 the subscription is named here; invoices have no `subscription` field.
    parent: {
      type: "subscription_details";
      quote_details: null;
      subscription_details: { metadata: Metadata; subscription: string };
    };
  }
>;
type CardError = Pick<
  Stripe.PaymentIntent.LastPaymentError,
  "charge" | "code" | "decline_code" | "doc_url" | "message" | "type"
>;
export type PaymentIntentObject = Shape<
  Stripe.PaymentIntent,
  | "id"
  | "object"
  | "amount"
  | "amount_received"
  | "application_fee_amount"
  | "created"
  | "currency"
  | "description"
  | "livemode"
  | "metadata"
  | "status",
  {
    customer: string;
    latest_charge: string | null;
    payment_method: string;
    last_payment_error: CardError | null;
    transfer_data: { amount?: number; destination: string } | null;
  }
>;
export type ChargeObject = Shape<
  Stripe.Charge,
  | "id"
  | "object"
  | "amount"
  | "amount_captured"
  | "amount_refunded"
  | "application_fee_amount"
  | "captured"
  | "created"
  | "currency"
  | "description"
  | "disputed"
  | "failure_code"
  | "failure_message"
  | "livemode"
  | "metadata"
  | "paid"
  | "refunded"
  | "status",
  {
    application_fee: string | null;
    customer: string;
    payment_intent: string;
    payment_method: string;
    payment_method_details: { type: "card"; card: CardFields };
    transfer_data: { amount: number | null; destination: string } | null;
  }
>;
export type InvoicePaymentObject = Shape<
  Stripe.InvoicePayment,
  | "id"
  | "object"
  | "amount_paid"
  | "amount_requested"
  | "created"
  | "currency"
  | "is_default"
  | "livemode"
  | "status"
  | "status_transitions",
  { invoice: string; payment: { type: "payment_intent"; payment_intent: string } }
>;
export type RefundObject = Shape<
  Stripe.Refund,
  | "id"
  | "object"
  | "amount"
  | "balance_transaction"
  | "created"
  | "currency"
  | "metadata"
  | "reason"
  | "receipt_number"
  | "source_transfer_reversal"
  | "status"
  | "transfer_reversal",
  { charge: string; payment_intent: string }
>;
export type DisputeObject = Shape<
  Stripe.Dispute,
  | "id"
  | "object"
  | "amount"
  | "balance_transactions"
  | "created"
  | "currency"
  | "is_charge_refundable"
  | "livemode"
  | "metadata"
  | "reason"
  | "status",
  {
    charge: string;
    payment_intent: string;
    evidence_details: { due_by: number | null; has_evidence: boolean; past_due: boolean; submission_count: number };
  }
>;
/**
 * The platform's fee on a destination charge. `charge` is the payment Stripe creates on the
 * connected account; `originating_transaction` is the platform's charge it came from.
 */
export type ApplicationFeeObject = Shape<
  Stripe.ApplicationFee,
  "id" | "object" | "amount" | "amount_refunded" | "created" | "currency" | "livemode" | "refunded",
  { account: string; charge: string; originating_transaction: string }
>;
type CapabilityStatus = "active" | "inactive" | "pending";
export type AccountObject = Shape<
  Stripe.Account,
  | "id"
  | "object"
  | "business_type"
  | "charges_enabled"
  | "country"
  | "created"
  | "default_currency"
  | "details_submitted"
  | "email"
  | "metadata"
  | "payouts_enabled"
  | "type",
  {
    capabilities: { card_payments: CapabilityStatus; transfers: CapabilityStatus };
    requirements: Stripe.Account.Requirements;
  }
>;

export type StoredObject =
  | CouponObject
  | DiscountObject
  | CustomerObject
  | ProductObject
  | PriceObject
  | PaymentMethodObject
  | CheckoutSessionObject
  | SubscriptionObject
  | ScheduleObject
  | InvoiceObject
  | PaymentIntentObject
  | ChargeObject
  | InvoicePaymentObject
  | RefundObject
  | DisputeObject
  | ApplicationFeeObject
  | AccountObject;

/** Subscriptions in this fake have exactly one item. */
export function itemOf(subscription: SubscriptionObject) {
  return subscription.items.data[0]!;
}

/** A subscription's price: always recurring, as checkout and subscription updates refuse one-time prices. */
export function recurringOf(price: PriceObject) {
  if (!price.recurring) throw new Error(`Price ${price.id} is not recurring`);
  return price.recurring;
}
