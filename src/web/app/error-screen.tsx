export function ErrorScreen({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert">
      <p>Something went wrong: {error.message}</p>
      <button type="button" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
