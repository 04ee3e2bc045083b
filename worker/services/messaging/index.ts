// SMS and e-mail: queue a row in outbound_messages with the change that causes it, then call kickDelivery.
export { DAILY_CAP, type DeliveryOptions, type DeliverySummary, deliverDue, kickDelivery, SEND_TIMEOUT_MS } from "./deliver";
export {
  listOutbox,
  type NewOutboundMessage,
  type OutboxMessageDto,
  queueOutboundMessage,
  queueOutboundMessageIf,
  underDailyCap,
} from "./outbox";
export { type Attempt, providerFor } from "./providers";
