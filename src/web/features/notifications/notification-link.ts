// Where a notification leads: one mapping in domain, which the emails sent while away use too.
export { notificationLink } from "../../../domain/notification-links";
