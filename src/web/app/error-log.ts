// Local error logs (placeholder; filled by the web-shell work).
export function installGlobalErrorLogging() {}
