import type { ReactNode } from "react";

/** A readable text page (About, Contact, Terms, Privacy): title, optional date line, sections. */
export function LegalPage({ title, meta, children }: { title: string; meta?: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {/* One long word ("Datenschutzerklärung") is wider than a 320 px phone at 30 px: smaller there, hyphenated
          where the browser can, and broken as a last resort rather than scrolling the page sideways. */}
      <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:break-word] hyphens-auto sm:text-4xl">{title}</h1>
      {meta ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{meta}</p> : null}
      <div className="mt-8 space-y-8 leading-relaxed text-slate-800 dark:text-slate-200">{children}</div>
    </article>
  );
}

/** One titled section of a text page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </section>
  );
}

/** A bulleted list of texts. */
export function Bullets({ items }: { items: string[] }) {
  return (
    <BulletList>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </BulletList>
  );
}

/** A bulleted list of `<li>` children, for items that hold more than a text (a list inside an item). */
export function BulletList({ children, nested = false }: { children: ReactNode; nested?: boolean }) {
  return <ul className={nested ? "mt-2 list-[circle] space-y-1 ps-6" : "list-disc space-y-2 ps-6"}>{children}</ul>;
}
