// The words of every email the platform sends, in English: the reference the other languages
// translate key by key. {name} marks a value filled in when the email is written.
export const en = {
  // Between a link's label and its address in the plain-text version.
  "link.line": "{label}: {url}",

  "confirm.subject": "Confirm your FitCreators account",
  "confirm.intro": "Hi {username}, welcome to FitCreators! Confirm your email address to activate your account.",
  "confirm.action": "Confirm my email",
  "confirm.outro": "If you did not sign up, you can ignore this email.",

  "reset.subject": "Reset your FitCreators password",
  "reset.intro": "Someone asked to reset the password of your FitCreators account.",
  "reset.action": "Choose a new password",
  "reset.outro": "The link works for one hour. If it was not you, ignore this email: your password stays the same.",

  "signUpAttempt.subject": "Someone tried to sign up with your email",
  "signUpAttempt.intro":
    "Hi {username}, someone just tried to create a new FitCreators account with this email address. Your account already uses it, so no new account was made.",
  "signUpAttempt.action": "Forgot your password? Choose a new one",
  "signUpAttempt.outro":
    "If it was you, simply log in with your account. If not, you can ignore this email: nothing changed on your account.",

  "receipt.subject": "Receipt: {plan} membership on FitCreators",
  "receipt.thanks": "Hi {username}, thank you for your payment.",
  "receipt.paid": "{plan}: {amount} paid on {date}.",
  "receipt.invoice": "Invoice {invoice}.",
  "receipt.renews": "Your membership renews on {date}. Cancel any time before then.",
  "receipt.manage": "Manage payments",

  "paymentFailed.subject": "Action needed: your {plan} payment failed",
  "paymentFailed.intro": "Hi {username}, we could not charge your card {amount} for your {plan} membership.",
  "paymentFailed.outro":
    "You keep access while we try the card again over the next days. Update your card so your membership continues.",
  "paymentFailed.action": "Update your card",
  "paymentFailed.unsubscribe": "Stop emails about payment problems",

  "trialEnding.subject": "Your free trial of {plan} ends on {date}",
  "trialEnding.intro": "Hi {username}, your free trial of {plan} ends on {date}.",
  "trialEnding.charge": "On {date} your card is charged {amount}, and then every month.",
  "trialEnding.chargeYearly": "On {date} your card is charged {amount}, and then every year.",
  "trialEnding.cancel": "Not for you? Cancel before then in My Subscriptions and you pay nothing.",
  "trialEnding.action": "My Subscriptions",

  "gift.subject": "{from} gave you {length} of {plan}",
  "gift.subjectAnonymous": "You've been given {length} of {plan}",
  "gift.intro": "{from} gave you {length} of {creator}'s {tier} membership on FitCreators.",
  "gift.introAnonymous": "You've been given {length} of {creator}'s {tier} membership on FitCreators.",
  "gift.message": "Their message: “{message}”",
  "gift.redeem": "Redeem it with a free account: no card needed.",
  "gift.action": "Redeem your gift",
  "gift.oneMonth": "1 month",
  "gift.months": "{count} months",

  "unread.subjectOne": "New message",
  "unread.subjectOneFrom": "New message from {senders}",
  "unread.subjectMany": "{count} new messages",
  "unread.subjectManyFrom": "{count} new messages from {senders}",
  "unread.summaryOne": "You have an unread message on FitCreators.",
  "unread.summaryOneFrom": "You have an unread message from {senders} on FitCreators.",
  "unread.summaryMany": "You have {count} unread messages on FitCreators.",
  "unread.summaryManyFrom": "You have {count} unread messages from {senders} on FitCreators.",
  "unread.action": "Read and reply",
  "unread.unsubscribe": "Stop these emails",

  // Replies left unread (domain awayEmailedNotificationTypes): away.<type>.subject and .line each,
  // whose {placeholders} are the notification's facts (a person: their username).
  "away.subjectMany": "{count} replies are waiting for you on FitCreators",
  "away.intro": "Hi {username}, this is waiting for you on FitCreators:",
  "away.coaching_comment.subject": "New comment from @{from}",
  "away.coaching_comment.line": "@{from} commented: “{text}”",
  "away.support_answered.subject": "Your support request was answered: {subject}",
  "away.support_answered.line": "Our team answered your request “{subject}”",
  "away.checkin_comment.subject": "New comment on your check-in from @{from}",
  "away.checkin_comment.line": "@{from} commented on the check-in for the week of {weekStart}: “{text}”",
  "away.live_session_scheduled.subject": "@{creator} scheduled a live session: {title}",
  "away.live_session_scheduled.line": "@{creator} scheduled a live session for your tier: “{title}”",
  "away.live_session_started.subject": "@{creator} is live now: {title}",
  "away.live_session_started.line": "@{creator} is live now: “{title}”",
  "away.unsubscribe": "Stop emails about unread replies",

  "weeklyTips.subject": "Your week on FitCreators",
  "weeklyTips.intro": "Hi {username}, here is your week on FitCreators.",
  "weeklyTips.postsTitle": "New this week from creators you follow",
  "weeklyTips.post": "{title}, by @{creator}",
  "weeklyTips.planTitle": "Your plan for the week ahead",
  "weeklyTips.planName": "{plan}, with @{creator}",
  "weeklyTips.day": "{day}: {session}",
  "weeklyTips.restDay": "Rest day",
  "weeklyTips.openPlan": "Open my plan",
  "weeklyTips.recordsTitle": "Your new records this week",
  "weeklyTips.recordLoad": "{exercise}: {load} for {reps} reps",
  "weeklyTips.recordOneRepMax": "{exercise}: estimated one-rep max {load}",
  "weeklyTips.recordTime": "{exercise}: {seconds} s",
  "weeklyTips.unsubscribe": "Stop these weekly emails",

  "creatorSuspended.subject": "Your membership with {creator} will not renew",
  "creatorSuspended.intro":
    "Hi {username}, {creator}'s account was suspended by FitCreators, so their profile and posts are no longer available.",
  "creatorSuspended.endsOn": "Your membership will not renew: you will not be charged again, and it ends on {date}.",
  "creatorSuspended.noEnd": "Your membership will not renew: you will not be charged again.",
  "creatorSuspended.action": "Your memberships",

  "report.postSubject": "Post reported: {label}",
  "report.postReported": "Post {label} was reported by @{reporter}.",
  "report.postLabel": '"{title}" by @{username}',
  "report.profileSubject": "Profile reported: {label}",
  "report.profileReported": "Profile {label} was reported by @{reporter}.",
  "report.messageSubject": "Message reported: @{sender}",
  "report.messageReported": "A message from @{sender} was reported.",
  "report.message": "Message: {body}",
  "report.reason": "Reason: {reason}",
  "report.openQueue": "Open the moderation queue on the owner dashboard to act on it.",
  "report.unknownReporter": "unknown",
  "report.unknownSender": "Unknown User",

  // Web push notifications (features/push): what a device shows, fetched by the service worker.
  "push.fallback.body": "You have a new notification",
  "push.new_message.title": "New message from @{from}",
  "push.new_message.body": "Open your inbox to read it.",
  "push.new_message.bodyMany": "{count} new messages are waiting in your inbox.",
  "push.content_published.title": "New post from @{creator}",
  "push.content_published.body": "{title}",
  "push.live_session_started.title": "@{creator} is live now",
  "push.live_session_started.body": "{title}",
  "push.payment_failed.title": "Your payment to @{creator} failed",
  "push.payment_failed.body": "Update your payment method to keep your membership.",
  "push.coaching_comment.title": "New comment from @{from}",
  "push.coaching_comment.body": "{text}",
  "push.checkin_comment.title": "New comment on your check-in from @{from}",
  "push.checkin_comment.body": "{text}",
} as const;

export type EmailKey = keyof typeof en;
/** Another language's words: every key, nothing else. */
export type EmailCatalog = Record<EmailKey, string>;
