type Brochure = { label: string; href: string; fileName: string; meta: string };

/**
 * "Download Brochure": a real link to the generated PDF with the `download` attribute. An outlined
 * (secondary) button: in the hero it stands beside the filled "Start a Project", the page's primary action.
 */
export function BrochureLink({ brochure, tone }: { brochure: Brochure; tone: 'onDark' | 'onLight' }) {
  const styles =
    tone === 'onDark'
      ? 'border border-white/60 text-white hover:bg-white/10'
      : 'border border-border text-fg hover:border-brand hover:text-brand';
  return (
    <a
      href={brochure.href}
      download={brochure.fileName}
      type="application/pdf"
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold transition-colors ${styles}`}
    >
      <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
      </svg>
      {brochure.label}
      <span className={`font-normal ${tone === 'onDark' ? 'text-white/85' : ''}`}>({brochure.meta})</span>
    </a>
  );
}
