/** The brand mark: a flame in a shield. Decorative; the company name next to it is the label. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path d="M20 2 35 8v11c0 9.5-6.3 16.4-15 19-8.7-2.6-15-9.5-15-19V8z" fill="#C62828" />
      <path
        d="M20.5 9c1.2 4.6 7 7.6 7 14a7.5 7.5 0 0 1-15 0c0-3.4 1.7-5.7 3.5-7.3.3 2.3 1.5 4 3.2 4.6-.7-4-.3-7.9 1.3-11.3z"
        fill="#fff"
      />
      <path
        d="M20 22c.6 2 3 3.1 3 5.6a3 3 0 0 1-6 0c0-1.6.9-2.6 1.8-3.3.2.9.6 1.5 1.3 1.8-.3-1.4-.3-2.8-.1-4.1z"
        fill="#F5A623"
      />
    </svg>
  );
}
