export interface ChipListProps {
  chips: readonly string[];
  /** Accessible name of the list, e.g. 'What we build'. */
  label: string;
  className?: string;
}

/** Small rounded labels on a dark hero. */
export function ChipList({ chips, label, className = '' }: ChipListProps) {
  return (
    <ul
      aria-label={label}
      className={`flex flex-wrap justify-center gap-2.5 sm:gap-3 ${className}`}
    >
      {chips.map((chip) => (
        <li
          key={chip}
          className="rounded-full border border-white/15 bg-white/[0.07] px-4 py-2 text-sm font-medium text-slate-100 backdrop-blur-sm"
        >
          {chip}
        </li>
      ))}
    </ul>
  );
}
