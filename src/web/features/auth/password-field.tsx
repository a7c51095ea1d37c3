// A password input with a show/hide toggle that screen readers can name.
import { useState, type ComponentProps } from "react";
import { useTranslation } from "../../i18n";
import { TextField } from "../../ui/fields";

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "trailing">;

export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? "text" : "password"}
      trailing={
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={t(isVisible ? "auth.password.hide" : "auth.password.show")}
          aria-pressed={isVisible}
          className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <path
              strokeLinecap="round"
              strokeLinejoin="round"
              d="M2.25 12s3.75-7.5 9.75-7.5 9.75 7.5 9.75 7.5-3.75 7.5-9.75 7.5S2.25 12 2.25 12Z"
            />
            <circle cx="12" cy="12" r="3" />
            {isVisible && <path strokeLinecap="round" d="M4 4l16 16" />}
          </svg>
        </button>
      }
    />
  );
}
