// JSON to put inside a <script> element (server-rendered state, JSON-LD).

/**
 * `<`, `>` and `&` as JSON escapes, so no text can close the element (`</script>`) or open a
 * comment (`<!--`), and U+2028/U+2029 escaped for older JavaScript parsers. The JSON means the
 * same to a parser.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
