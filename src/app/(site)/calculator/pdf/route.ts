import { calculatorPdf } from '@/components/calculator/calculator-pdf';
import { calculatorCopy } from '@/content/calculator';
import { calculatorData } from '@/content/calculator-data';
import { company } from '@/content/company';
import { calculatorQuery, economicsDefaults, estimate, parseCalculatorQuery, rounded } from '@/lib/calculator';
import { absoluteUrl } from '@/lib/site';

export const runtime = 'nodejs';

/**
 * GET /calculator/pdf?paddy-straw=300: the estimate of /calculator as a PDF, the
 * same figures from the same function. A question the page would refuse gets a
 * 400/422 in plain text that points back to the form.
 */
export async function GET(request: Request): Promise<Response> {
  const data = calculatorData();
  const parsed = parseCalculatorQuery(new URL(request.url).searchParams, data);
  if (parsed.status !== 'ok') {
    const status = parsed.status === 'invalid' && parsed.errors.some((e) => e.kind === 'query') ? 400 : 422;
    const message = parsed.status === 'empty' ? calculatorCopy.result.empty : parsed.errors.map((e) => e.message).join('\n');
    return new Response(`${message}\n${absoluteUrl('/calculator')}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' } });
  }
  const defaults = economicsDefaults(data);
  const query = calculatorQuery(parsed.input, defaults);
  const bytes = await calculatorPdf({ copy: calculatorCopy, data, result: rounded(estimate(data, parsed.input)), pageUrl: absoluteUrl(`/calculator?${query}`), companyName: company.name });
  return new Response(Buffer.from(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="feedstock-estimate.pdf"',
      'cache-control': 'public, max-age=3600',
    },
  });
}
