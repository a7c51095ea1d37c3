// Unsaved profile edits kept in this browser, so a failed save or a closed tab loses nothing.
// Storage may be blocked (private mode); then drafts are simply not kept.

const keyFor = (scope: string, username: string) => `fitcreators:draft:${scope}:${username}`;

export function readDraft<T>(scope: string, username: string): T | null {
  try {
    const text = localStorage.getItem(keyFor(scope, username));
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function writeDraft(scope: string, username: string, value: unknown) {
  try {
    localStorage.setItem(keyFor(scope, username), JSON.stringify(value));
  } catch {
    // Nowhere to keep it; the fields still hold the text.
  }
}

export function removeDraft(scope: string, username: string) {
  try {
    localStorage.removeItem(keyFor(scope, username));
  } catch {
    // Nothing was stored.
  }
}
