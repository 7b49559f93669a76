export interface SectionHeadingProps {
  /** Used as the heading's id, so the section can point at it with aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: 'light' | 'dark';
  align?: 'center' | 'left';
}

/** Eyebrow, h2 and intro paragraph that open a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = 'light',
  align = 'center',
}: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={`max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow && (
        <p
          className={`text-sm font-bold tracking-[0.18em] uppercase ${dark ? 'text-brand-300' : 'text-brand-700'}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {intro && (
        <p className={`mt-4 text-lg leading-8 ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
          {intro}
        </p>
      )}
    </div>
  );
}
