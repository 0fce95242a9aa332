import { inputClass } from '@/components/forms/form-field';
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
      <fieldset className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <legend className="sr-only">{copy.title}</legend>
        {feedstocks.map((f) => (
          <Quantity key={f.id} id={f.id} label={f.name} unit={copy.unit} value={values[f.id] ?? ''} error={errorOf(f.id)} />
        ))}
      </fieldset>
      <details className="group rounded-lg border border-border p-4" open={advancedOpen}>
        <summary className="cursor-pointer font-semibold">{copy.advanced}</summary>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          {settings.map((s) => (
            <Quantity key={s.field} id={s.field} label={copy[s.field].label} unit={copy[s.field].unit} value={values[s.field] ?? ''} placeholder={s.placeholder} error={errorOf(s.field)} />
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

function Quantity({ id, label, unit, value, error, placeholder }: { id: string; label: string; unit: string; value: string; error?: string; placeholder?: string }) {
  const control = `calc-${id}`;
  const errorId = `${control}-error`;
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={control} className="text-sm font-medium">
        {label} <span className="sr-only">({unit})</span>
      </label>
      {/* Below 30rem the unit stops short of the WhatsApp button, fixed over the first rows (ui/phone-rows.ts). */}
      <div className={`flex items-center gap-2 ${PHONE_ROWS.clear}`}>
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
          className={`${inputClass} tabular-nums`}
          data-calculator-field
        />
        <span className="min-w-12 shrink-0 whitespace-nowrap text-sm text-muted" aria-hidden="true">
          {unit}
        </span>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {label} {error}
        </p>
      )}
    </div>
  );
}
