// A link to /login that comes back afterwards. Server-rendered pages can be clicked before the app
// hydrates, when the click is a plain page load that drops router state, so the way back rides in
// the query; the login page reads it (features/auth/navigation-state.ts).

export const returnParam = "from";

export const loginReturningTo = (from: string) => `/login?${new URLSearchParams({ [returnParam]: from })}`;
