// A button that sends the browser to the provider's hosted page (a checkout, one-off or not): the
// mutation asks our server for the page's URL and leaves for it. The button stays busy until the
// page unloads; coming back with the browser's Back button restores the page as it was
// (back-forward cache), so the mutation is reset then and the button freed.
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";

export function useRedirectMutation<Input = void>(
  fetchUrl: (input: Input) => Promise<string>,
  onError?: (error: Error) => void,
) {
  const mutation = useMutation({
    mutationFn: fetchUrl,
    onSuccess: (url) => window.location.assign(url),
    onError,
  });
  const { reset } = mutation;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [reset]);
  return mutation;
}
