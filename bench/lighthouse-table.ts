import { CATEGORIES, type PageAudit } from './lighthouse-audit.ts';
import type { ContentCheck } from './same-content.ts';

// The figures of bench/lighthouse.ts: medians per page and version, the two versions' LCP side
// by side, and the checks that make the comparison fair.

export type Rendering = 'server' | 'client';
export const RENDERINGS: Rendering[] = ['server', 'client'];
const LABEL: Record<Rendering, string> = { server: 'server-rendered', client: 'client-rendered baseline' };

function median(values: number[]) {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const signed = (ms: number) => `${ms >= 0 ? '+' : '−'}${(Math.abs(ms) / 1000).toFixed(2)} s`;

function summary(runs: PageAudit[]) {
  const of = (pick: (a: PageAudit) => number) => median(runs.map(pick));
  const lcps = runs.map((r) => r.lcp);
  return {
    scores: CATEGORIES.map((c) => of((a) => a.scores[c])),
    fcp: of((a) => a.fcp),
    lcp: of((a) => a.lcp),
    lcpRange: `${seconds(Math.min(...lcps))}–${seconds(Math.max(...lcps))}`,
    speedIndex: of((a) => a.speedIndex),
    tbt: of((a) => a.tbt),
    cls: of((a) => a.cls),
    jsBytes: of((a) => a.jsBytes),
    totalBytes: of((a) => a.totalBytes),
    lcpElements: [...new Set(runs.map((r) => r.lcpElement))],
  };
}

export function formatLighthouse(
  pages: string[],
  audits: Map<string, PageAudit[]>,
  contentChecks: ContentCheck[],
  stylesheets: { same: boolean; detail: string },
) {
  const runsOf = (page: string, rendering: Rendering) => audits.get(`${page} ${rendering}`) ?? [];
  const lines = [
    '| page | version | performance | accessibility | best practices | SEO | FCP | LCP (min–max) | Speed Index | TBT | CLS | JS transferred | all transferred |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const effect = [
    '| page | LCP server-rendered | LCP client-rendered | client − server | the same LCP element | FCP server-rendered | FCP client-rendered |',
    '|---|---:|---:|---:|---|---:|---:|',
  ];
  const otherElement: string[] = [];
  const elements: string[] = [];
  for (const page of pages) {
    const [server, client] = RENDERINGS.map((r) => summary(runsOf(page, r)));
    for (const [rendering, s] of [
      ['server', server!],
      ['client', client!],
    ] as const) {
      lines.push(
        `| ${page} | ${LABEL[rendering]} | ${s.scores.join(' | ')} | ${seconds(s.fcp)} | ${seconds(s.lcp)} (${s.lcpRange}) | ${seconds(s.speedIndex)} | ${Math.round(s.tbt)} ms | ${s.cls.toFixed(3)} | ${kb(s.jsBytes)} | ${kb(s.totalBytes)} |`,
      );
      elements.push(`${page}, ${LABEL[rendering]}: ${s.lcpElements.join(' or ')}`);
    }
    // Until the page is rendered, the baseline shows the root layout's header: if that is its
    // largest paint, its LCP is the shell's, not the page's.
    const sameElement = server!.lcpElements.join() === client!.lcpElements.join();
    if (!sameElement) otherElement.push(page);
    effect.push(
      `| ${page} | ${seconds(server!.lcp)} | ${seconds(client!.lcp)} | ${signed(client!.lcp - server!.lcp)} | ${sameElement ? 'yes' : 'no'} | ${seconds(server!.fcp)} | ${seconds(client!.fcp)} |`,
    );
  }

  const all = [...audits.values()].flat();
  const runs = Math.min(...[...audits.values()].map((r) => r.length));
  const offMachine = [...new Set(all.flatMap((a) => a.offMachine))];
  const mismatched = contentChecks.filter((c) => !c.same);
  const warnings = [...new Set(all.flatMap((a) => a.warnings))];
  const failures = [
    ...(stylesheets.same ? [] : [stylesheets.detail]),
    ...(offMachine.length ? [`requests left 127.0.0.1: ${offMachine.join(', ')}`] : []),
    ...mismatched.map((c) => `the two versions of ${c.page} differ: ${c.detail}`),
    ...contentChecks.filter((c) => c.errors.length).map((c) => `${c.page} threw: ${c.errors.join('; ')}`),
  ];
  const text = [
    `${runs === 1 ? 'One run' : `Medians of ${runs} runs`} each; scores out of 100.`,
    '',
    lines.join('\n'),
    '',
    "Server rendering's effect (medians):",
    '',
    effect.join('\n'),
    '',
    ...(otherElement.length
      ? [`On ${otherElement.join(', ')} the two versions' largest paints are different elements (below): there LCP does not time the same content.`]
      : []),
    `LCP element: ${elements.join('; ')}.`,
    `Stylesheet: ${stylesheets.detail}.`,
    `Same content (title and <main> text once settled, in Chromium), and no error thrown in either version: ${contentChecks.map((c) => `${c.page} ${c.same && !c.errors.length ? 'yes' : 'NO'}`).join(', ')}.`,
    `Requests leaving 127.0.0.1: ${offMachine.length ? offMachine.join(', ') : 'none'} (${all.reduce((n, a) => n + a.requests, 0)} requests in ${all.length} runs checked; Chromium also resolved no host name but 127.0.0.1).`,
    `Lighthouse's CPU benchmark index on this machine (median): ${Math.round(median(all.map((a) => a.benchmarkIndex)))}.`,
    ...(warnings.length ? [`Lighthouse warnings: ${warnings.join(' | ')}`] : []),
  ];
  return { text: text.join('\n'), failures };
}
