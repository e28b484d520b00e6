/** The loading state of a screen (spec: "spinner while loading"), over the shape of cards to come. */
export const Spinner = ({ label = 'Loading' }: { label?: string }) => (
  <div className="spinner" role="status" aria-live="polite">
    <span className="spinner__dot" aria-hidden="true" />
    <span className="visually-hidden">{label}</span>
    <Skeleton />
  </div>
);

const SKELETON_CARDS = [0, 1, 2];

/** Grey blocks where cards will be: decorative, so screen readers hear only the label. */
const Skeleton = () => (
  <div className="skeleton" aria-hidden="true">
    {SKELETON_CARDS.map((i) => (
      <div key={i} className="skeleton__card">
        <span className="skeleton__block skeleton__block--image" />
        <span className="skeleton__block skeleton__block--kicker" />
        <span className="skeleton__block skeleton__block--line" />
        <span className="skeleton__block skeleton__block--line skeleton__block--short" />
      </div>
    ))}
  </div>
);
