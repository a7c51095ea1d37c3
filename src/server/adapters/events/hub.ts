// The streams open in this process, by user, and the delivery of hints to them.
import type { LiveHint } from "../../../domain/notifications";
import type { HintMessage } from "./hints";

export interface LiveStream {
  userId: string;
  sessionId: string;
  send(event: "hint" | "resync", data: LiveHint | Record<string, never>): void;
  close(): void;
  /** Ends the stream asking the browser to come back soon (to another instance): this one is stopping. */
  closeToReconnect(): void;
}

export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveStream>>();

  get size() {
    let count = 0;
    for (const streams of this.byUser.values()) count += streams.size;
    return count;
  }

  /** Registers a stream; the returned function removes it. */
  add(stream: LiveStream): () => void {
    let streams = this.byUser.get(stream.userId);
    if (!streams) this.byUser.set(stream.userId, (streams = new Set()));
    streams.add(stream);
    return () => {
      streams.delete(stream);
      if (streams.size === 0 && this.byUser.get(stream.userId) === streams) this.byUser.delete(stream.userId);
    };
  }

  deliver(message: HintMessage) {
    if ("endedSession" in message) {
      for (const stream of this.all()) if (stream.sessionId === message.endedSession) stream.close();
      return;
    }
    const hint: LiveHint = {
      topics: message.topics,
      ...(message.conversationId ? { conversationId: message.conversationId } : {}),
    };
    for (const userId of message.users) {
      for (const stream of this.byUser.get(userId) ?? []) stream.send("hint", hint);
    }
  }

  /** After hints may have been missed (the listener reconnected): every tab refetches. */
  resyncAll() {
    for (const stream of this.all()) stream.send("resync", {});
  }

  closeAll() {
    for (const stream of this.all()) stream.close();
  }

  /** This instance is draining: every browser reconnects, through the load balancer, to another. */
  reconnectAll() {
    for (const stream of this.all()) stream.closeToReconnect();
  }

  private *all() {
    for (const streams of [...this.byUser.values()]) yield* [...streams];
  }
}
