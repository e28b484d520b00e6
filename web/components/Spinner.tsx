/** The loading state of a screen (spec: "spinner while loading"). */
export const Spinner = ({ label = 'Loading' }: { label?: string }) => (
  <div className="spinner" role="status" aria-live="polite">
    <span className="spinner__dot" aria-hidden="true" />
    <span className="visually-hidden">{label}</span>
  </div>
);
