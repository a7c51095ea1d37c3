// Inline icons for the always-loaded shell: no icon library in the first visit.
import type { SVGProps } from "react";
import { outlineIcon } from "../ui/icon";

function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg {...outlineIcon} focusable="false" className="h-5 w-5" {...props}>
      {children}
    </svg>
  );
}

export const BellIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

export const InboxIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11Z" />
  </Icon>
);

export const MenuIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const CloseIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);

export const GlobeIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10Z" />
  </Icon>
);

/** The brand mark: a bolt in the brand colour. */
export const BrandMark = () => (
  <span
    aria-hidden="true"
    className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white shadow-sm"
  >
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" focusable="false">
      <path d="M13 2 4.5 13.5H11L10 22l8.5-11.5H12L13 2Z" />
    </svg>
  </span>
);
