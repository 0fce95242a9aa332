import styles from './progress-bar.module.css';

/**
 * An accessible progress bar: role="progressbar" with its value, range and a name
 * made of the label and the project title, plus the percentage as visible text.
 */
export function ProgressBar({ value, label, describedTitleId, id }: { value: number; label: string; describedTitleId: string; id: string }) {
  const clamped = Math.min(100, Math.max(0, value));
  const labelId = `${id}-label`;
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between text-sm">
        <span id={labelId} className="font-medium text-muted">
          {label}
        </span>
        <span className="font-bold tabular-nums text-fg" aria-hidden="true">
          {clamped}%
        </span>
      </div>
      <div
        id={id}
        role="progressbar"
        aria-labelledby={`${labelId} ${describedTitleId}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={`${clamped}% complete`}
        className={`h-2.5 overflow-hidden rounded-full bg-surface-2 ${styles.track}`}
      >
        <div className={`h-full rounded-full bg-brand ${styles.fill}`} style={{ width: `${clamped}%` }} />
      </div>
    </div>
  );
}
