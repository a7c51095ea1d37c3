export function ForgotPasswordPage() {
  return <h1>ForgotPasswordPage</h1>;
}
