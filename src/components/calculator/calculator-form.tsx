import { PHONE_ROWS } from '@/components/ui/phone-rows';
import type { calculatorCopy } from '@/content/calculator';
import type { FieldError, SettingField } from '@/lib/calculator';
import { ESTIMATE_ANCHOR } from './calculator-result';

type FormCopy = (typeof calculatorCopy)['form'];

/**
 * The calculator's GET form: it works without JavaScript (the browser puts the
 * fields in the address and the server answers with the estimate), and every
 * error stands next to its field. Values are shown back as typed, as text:
 * React escapes them.
 */
export function CalculatorForm({
  copy,
  feedstocks,
  settings,
  values,
  errors,
  action,
}: {
  copy: FormCopy;
  feedstocks: { id: string; name: string }[];
  settings: { field: SettingField; placeholder: string }[];
  values: Record<string, string>;
  errors: FieldError[];
  action: string;
}) {
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const formError = errorOf('form');
  // Errors for keys the form does not have (a hand-edited address) are listed at the top.
  const known = new Set<string>([...feedstocks.map((f) => f.id), ...settings.map((s) => s.field), 'form']);
  const stray = errors.filter((e) => !known.has(e.field));
  const advancedOpen = settings.some((s) => (values[s.field] ?? '') !== '' || errorOf(s.field));

  return (
    <form method="get" action={`${action}#${ESTIMATE_ANCHOR}`} className="grid grid-cols-[minmax(0,1fr)] gap-6" aria-labelledby="calculator-form-title" noValidate data-calculator-form>
      <div>
        <h2 id="calculator-form-title" className="text-2xl font-bold tracking-tight">
          {copy.title}
        </h2>
        <p className="mt-1 text-muted">{copy.intro}</p>
      </div>
      {(errors.length > 0) && (
        <div role="alert" className="rounded-lg border border-danger/50 bg-danger/5 p-4 text-sm" data-testid="calculator-errors">
          <p className="font-semibold text-danger">{copy.errorSummary}</p>
          {(formError || stray.length > 0) && (
            <ul className="mt-2 list-disc pl-5">
              {formError && <li>{formError}</li>}
              {stray.map((e) => (
                <li key={e.field}>{e.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {/* Two columns at every width, so a phone's first screen holds several fields and the estimate comes
          sooner. Below 640 px the right column stops short of the WhatsApp button (--quick-action-clearance,
          globals.css, measured from the page's gutter, of which the card's padding and border already cover 1rem and 1px). */}
      <fieldset className="grid grid-cols-2 gap-x-3 gap-y-4 max-sm:pr-[calc(var(--quick-action-clearance)-1rem-1px)] sm:gap-x-6">
        <legend className="sr-only">{copy.title}</legend>
        {feedstocks.map((f) => (
          <Quantity key={f.id} id={f.id} label={f.name} unit={copy.unit} value={values[f.id] ?? ''} error={errorOf(f.id)} />
        ))}
      </fieldset>
      <details className="group rounded-lg border border-border p-4" open={advancedOpen}>
        <summary className="cursor-pointer font-semibold">{copy.advanced}</summary>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          {settings.map((s) => (
            <Quantity key={s.field} id={s.field} label={copy[s.field].label} unit={copy[s.field].unit} value={values[s.field] ?? ''} placeholder={s.placeholder} error={errorOf(s.field)} clear />
          ))}
        </div>
      </details>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-6 py-2.5 text-sm font-semibold text-brand-fg shadow-sm hover:bg-brand-strong">
          {copy.submit}
        </button>
        <a href={action} className="text-sm text-brand underline-offset-2 hover:underline">
          {copy.reset}
        </a>
      </div>
    </form>
  );
}

/**
 * One quantity: its label, and the field with its unit inside at the right (a short number and its unit
 * in a narrow column). In a row of two, the label sits on the field (the first row's track takes the
 * taller label), so the two fields line up when one label wraps and the other does not.
 */
function Quantity({ id, label, unit, value, error, placeholder, clear = false }: { id: string; label: string; unit: string; value: string; error?: string; placeholder?: string; clear?: boolean }) {
  const control = `calc-${id}`;
  const errorId = `${control}-error`;
  return (
    <div className="grid grid-rows-[1fr_auto] gap-1.5">
      <label htmlFor={control} className="self-end text-sm font-medium">
        {label} <span className="sr-only">({unit})</span>
      </label>
      {/* `clear`: a field across the form's width, its unit stopping short of the WhatsApp button below 30rem (ui/phone-rows.ts). */}
      <div className={clear ? PHONE_ROWS.clear : undefined}>
        {/* The box is drawn around the field and its unit, as inputClass (forms/form-field.tsx) draws a field. */}
        <div className="flex min-h-[2.875rem] items-center rounded-lg border border-border bg-bg shadow-sm focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/40 has-[[aria-invalid=true]]:border-danger" data-quantity-box>
          <input
            id={control}
            name={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={value}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="block min-h-11 w-full min-w-0 flex-1 rounded-lg bg-transparent py-2.5 pl-3 pr-1 text-base text-fg tabular-nums placeholder:text-muted focus:outline-none"
            data-calculator-field
          />
          <span className="shrink-0 whitespace-nowrap pr-3 text-sm text-muted" aria-hidden="true">
            {unit}
          </span>
        </div>
        {error && (
          <p id={errorId} className="mt-1.5 text-sm text-danger">
            {label} {error}
          </p>
        )}
      </div>
    </div>
  );
}
