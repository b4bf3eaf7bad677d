import './spinner.css';

/** A spinner with visible text; the text is what screen readers announce. */
export function LoadingText({ children }: { children: string }) {
  return (
    <p className="loading-text" role="status">
      <Spinner />
      <span>{children}</span>
    </p>
  );
}

export function Spinner({ size = 20 }: { size?: number }) {
  return <span className="spinner" style={{ inlineSize: size, blockSize: size }} aria-hidden="true" />;
}
