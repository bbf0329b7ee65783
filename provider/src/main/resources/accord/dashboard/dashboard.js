// Accord's operator dashboard. Reads the provider's REST API (../api/v1/) with the browser's credentials,
// follows its event stream (EventSource resumes with Last-Event-ID by itself) and redraws without reloading.
// Plain browser JavaScript and SVG: no libraries, nothing fetched from elsewhere.
'use strict';

const API = apiRoot();
const SVG = 'http://www.w3.org/2000/svg';
const COLOURS = { Observed: 'var(--observed)', Complete: 'var(--complete)', Violated: 'var(--violated)',
  Terminated: 'var(--terminated)', Pending: 'var(--pending)', Rejected: 'var(--rejected)' };
const BUCKETS = 24;

const state = {
  agreements: new Map(),   // id -> Agreement (the listing's shape)
  record: null,            // GET nodes
  violations: [],          // GET violations
  offers: [],              // {at: ms, outcome: 'accepted' | 'countered' | 'rejected'} from GET decisions
  decisionSeq: 0,          // the number of the latest decision read
  capacity: [],            // {at: ms, used, total} sampled on each refresh of the node record
  selected: null,
};

/** The REST API's root beside /dashboard/, without user info (a page opened with a user and password in its address has it). */
function apiRoot() {
  const url = new URL('../api/v1/', document.baseURI);
  url.username = '';
  url.password = '';
  return url.href;
}

async function get(path) {
  const response = await fetch(API + path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) {
    let detail = response.statusText;
    try { detail = (await response.json()).detail || detail; } catch (e) { /* not problem+json */ }
    throw new Error(`${path}: ${response.status} ${detail}`);
  }
  return response.json();
}

/** The state to show: a completed agreement with a violated guarantee shows as Violated. */
function shownState(a) {
  if (a.state === 'Complete' && (a.guarantees || []).some(g => g.state === 'Violated')) return 'Violated';
  return a.state;
}

function el(tag, attributes = {}, text) {
  const node = tag.startsWith('svg:') ? document.createElementNS(SVG, tag.slice(4)) : document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

function fmtNumber(x, digits = 2) { return x === undefined || x === null ? '' : Number(x).toFixed(digits); }
function fmtTime(iso) { return iso ? new Date(iso).toLocaleTimeString() : ''; }

// ---- loading -------------------------------------------------------------------------------------------

async function loadAgreements() {
  const all = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await get(`agreements?offset=${offset}&limit=1000`);
    all.push(...page.items);
    if (all.length >= page.total || page.items.length === 0) break;
  }
  state.agreements = new Map(all.map(a => [a.agreementId, a]));
}

async function loadRecord() {
  state.record = await get('nodes');
  state.capacity.push({ at: Date.now(), used: state.record.cpusInUse, total: state.record.cpus });
  if (state.capacity.length > 120) state.capacity.shift();
}

async function loadViolations() { state.violations = await get('violations'); }

/** The offer decisions made since the last read (every binding's: creates, pending decided, negotiation offers). */
async function loadDecisions() {
  for (;;) {
    const page = await get(`decisions?after=${state.decisionSeq}`);
    if (page.lastSeq < state.decisionSeq) { state.offers = []; state.decisionSeq = 0; continue; } // numbers of another run (the clock was set back): read all again
    for (const d of page.items) {
      if (d.outcome !== 'pending') state.offers.push({ at: Date.parse(d.at), outcome: d.outcome });
      state.decisionSeq = d.seq;
    }
    if (page.items.length === 0 || state.decisionSeq >= page.lastSeq) break;
  }
}

async function loadTemplates() {
  const select = document.getElementById('filter-template');
  for (const t of await get('templates')) select.append(el('option', { value: t.templateId }, t.templateId));
}

let pending = null;
/** Re-reads the node record and violations at most once per half second, however many events arrive. */
function refreshSoon() {
  if (pending) return;
  pending = setTimeout(async () => {
    pending = null;
    try { await Promise.all([loadRecord(), loadViolations(), loadDecisions()]); render(); } catch (e) { console.error(e); }
  }, 500);
}

// ---- the event stream -----------------------------------------------------------------------------------

function follow() {
  const indicator = document.getElementById('stream');
  const events = new EventSource(API + 'events?after=0', { withCredentials: true });
  const onChange = async message => {
    const change = JSON.parse(message.data);
    try {
      state.agreements.set(change.agreementId, await get('agreements/' + encodeURIComponent(change.agreementId)));
    } catch (e) { console.error(e); }
    if (state.selected === change.agreementId) showDetail(change.agreementId);
    render();
    refreshSoon();
  };
  for (const type of ['created', 'accepted', 'started', 'completed', 'violated', 'terminated', 'rejected']) {
    events.addEventListener(type, onChange);
  }
  events.addEventListener('gap', async () => { await loadAgreements(); refreshSoon(); });
  events.onopen = () => { indicator.textContent = 'live'; indicator.className = 'stream live'; };
  events.onerror = () => { indicator.textContent = 'reconnecting'; indicator.className = 'stream down'; };
}

// ---- rendering ------------------------------------------------------------------------------------------

function render() {
  renderSummary();
  renderTimeline();
  renderViolations();
  renderOffers();
  renderTable();
}

function renderSummary() {
  const r = state.record;
  if (r) {
    document.getElementById('cpus-in-use').textContent = `${r.cpusInUse} / ${r.cpus}`;
    document.getElementById('provider-clock').textContent = 'provider clock ' + new Date(r.at).toISOString().replace('T', ' ').slice(0, 19);
  }
  const agreements = [...state.agreements.values()];
  document.getElementById('count-observed').textContent = agreements.filter(a => a.state === 'Observed').length;
  document.getElementById('count-violations').textContent = state.violations.length;
  document.getElementById('sum-penalties').textContent = fmtNumber(state.violations.reduce((s, v) => s + (v.penalty || 0), 0));
  const spark = document.getElementById('capacity-chart');
  spark.replaceChildren();
  if (state.capacity.length > 1) {
    const n = state.capacity.length;
    const points = state.capacity.map((c, i) => `${(i / (n - 1)) * 200},${40 - (c.total ? c.used / c.total : 0) * 38}`);
    spark.append(el('svg:polyline', { points: points.join(' '), fill: 'none', stroke: 'var(--observed)', 'stroke-width': 2 }));
  }
}

function renderTimeline() {
  const svg = document.getElementById('timeline');
  const r = state.record;
  svg.replaceChildren();
  if (!r) return;
  const legend = document.getElementById('legend');
  if (!legend.childElementCount) {
    for (const [name, colour] of Object.entries(COLOURS)) {
      const item = el('span'); item.append(el('i', { style: `background:${colour}` }), name); legend.append(item);
    }
  }
  const width = svg.clientWidth || 1000, left = 90, right = 12, top = 18, row = 22;
  const nodes = r.nodes.map(n => n.name);
  const height = top + row * nodes.length + 20;
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('height', height);
  const held = r.allocations;
  const start = Math.min(r.now - 60, ...held.map(h => h.plannedStart));
  const end = Math.max(r.now + 60, ...held.map(h => h.plannedFinish));
  const x = t => left + (t - start) / (end - start) * (width - left - right);
  // time axis: five ticks, labelled relative to now
  for (let i = 0; i <= 4; i++) {
    const t = start + (end - start) * i / 4;
    svg.append(el('svg:line', { x1: x(t), x2: x(t), y1: top, y2: height - 18, class: 'grid' }));
    const offset = Math.round(t - r.now);
    svg.append(el('svg:text', { x: x(t), y: height - 4, 'text-anchor': 'middle' },
      offset === 0 ? 'now' : (offset > 0 ? '+' : '') + formatSpan(offset)));
  }
  nodes.forEach((name, i) => {
    svg.append(el('svg:text', { x: 4, y: top + i * row + 15 }, name));
    svg.append(el('svg:line', { x1: left, x2: width - right, y1: top + (i + 1) * row, y2: top + (i + 1) * row, class: 'grid' }));
  });
  for (const h of held) {
    const shown = h.violated ? 'Violated' : h.state;
    for (const node of h.nodes) {
      const i = nodes.indexOf(node);
      if (i < 0) continue;
      const bar = el('svg:rect', { x: x(h.plannedStart), y: top + i * row + 3, height: row - 6, rx: 3,
        width: Math.max(2, x(h.plannedFinish) - x(h.plannedStart)), fill: COLOURS[shown] || COLOURS.Terminated,
        class: 'bar' + (state.selected === h.agreementId ? ' selected' : ''),
        'data-agreement': h.agreementId, 'data-state': shown });
      bar.append(el('svg:title', {}, `${h.agreementId} (${h.initiator}, ${h.templateId}): ${shown}, ${h.cpus} CPUs, `
        + `${formatSpan(h.plannedStart - r.now)} to ${formatSpan(h.plannedFinish - r.now)} from now`));
      bar.addEventListener('click', () => showDetail(h.agreementId));
      svg.append(bar);
    }
  }
  svg.append(el('svg:line', { x1: x(r.now), x2: x(r.now), y1: top - 8, y2: height - 18, class: 'now' }));
}

function formatSpan(seconds) {
  const s = Math.abs(Math.round(seconds)), sign = seconds < 0 ? '-' : '';
  if (s < 120) return `${sign}${s}s`;
  if (s < 7200) return `${sign}${Math.round(s / 60)}m`;
  return `${sign}${(s / 3600).toFixed(1)}h`;
}

/** Equal intervals from the first time to now, for the charts over time. */
function buckets(times) {
  const now = Date.now();
  const first = Math.min(now - 60000, ...times);
  const size = Math.max(1000, (now - first) / BUCKETS);
  return { first, size, index: t => Math.min(BUCKETS - 1, Math.floor((t - first) / size)) };
}

function barChart(svg, series, labels) {
  svg.replaceChildren();
  const width = svg.clientWidth || 500, height = 160, bottom = 18, top = 16;
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const max = Math.max(1, ...series.flatMap(s => s.values));
  const slot = (width - 30) / BUCKETS, barWidth = Math.max(1, slot / series.length - 2);
  series.forEach((s, k) => s.values.forEach((v, i) => {
    if (!v) return;
    const h = (height - top - bottom) * v / max;
    svg.append(el('svg:rect', { x: 30 + i * slot + k * (barWidth + 1), y: height - bottom - h, width: barWidth, height: h,
      fill: s.colour, class: 'series-' + s.name }));
  }));
  svg.append(el('svg:text', { x: 2, y: top }, fmtNumber(max, max < 10 ? 1 : 0)));
  svg.append(el('svg:text', { x: 30, y: height - 4 }, labels[0]));
  svg.append(el('svg:text', { x: width - 4, y: height - 4, 'text-anchor': 'end' }, labels[1]));
  let lx = 60;
  for (const s of series) {
    svg.append(el('svg:rect', { x: lx, y: 4, width: 10, height: 10, fill: s.colour }));
    svg.append(el('svg:text', { x: lx + 14, y: 13 }, `${s.name} ${s.values.reduce((a, b) => a + b, 0).toFixed(s.digits || 0)}`));
    lx += 115;
  }
}

function renderViolations() {
  const times = state.violations.map(v => Date.parse(v.completed));
  const b = buckets(times);
  const count = new Array(BUCKETS).fill(0), penalty = new Array(BUCKETS).fill(0);
  state.violations.forEach((v, i) => { count[b.index(times[i])] += 1; penalty[b.index(times[i])] += v.penalty || 0; });
  barChart(document.getElementById('violations-chart'), [
    { name: 'violations', values: count, colour: 'var(--violated)' },
    { name: 'penalties', values: penalty, colour: 'var(--pending)', digits: 2 }], [fmtTime(new Date(b.first)), 'now']);
}

function renderOffers() {
  const b = buckets(state.offers.map(o => o.at));
  const counts = { accepted: new Array(BUCKETS).fill(0), countered: new Array(BUCKETS).fill(0),
    rejected: new Array(BUCKETS).fill(0) };
  for (const o of state.offers) counts[o.outcome][b.index(o.at)] += 1;
  barChart(document.getElementById('offers-chart'), [
    { name: 'accepted', values: counts.accepted, colour: 'var(--complete)' },
    { name: 'countered', values: counts.countered, colour: 'var(--pending)' },
    { name: 'rejected', values: counts.rejected, colour: 'var(--rejected)' }], [fmtTime(new Date(b.first)), 'now']);
}

function renderTable() {
  const stateFilter = document.getElementById('filter-state');
  const known = new Set([...stateFilter.options].map(o => o.value));
  for (const s of ['Pending', 'Observed', 'Complete', 'Violated', 'Terminated', 'Rejected']) {
    if (!known.has(s)) stateFilter.append(el('option', { value: s }, s));
  }
  const wantedState = stateFilter.value;
  const wantedTemplate = document.getElementById('filter-template').value;
  const wantedInitiator = document.getElementById('filter-initiator').value.trim();
  const rows = [...state.agreements.values()]
    .filter(a => !wantedState || shownState(a) === wantedState || (wantedState === 'Complete' && a.state === 'Complete'))
    .filter(a => !wantedTemplate || a.templateId === wantedTemplate)
    .filter(a => !wantedInitiator || a.initiator.includes(wantedInitiator))
    .sort((a, b) => b.created.localeCompare(a.created));
  const body = document.querySelector('#agreements tbody');
  body.replaceChildren(...rows.map(a => {
    const shown = shownState(a), alloc = a.allocation;
    const now = state.record ? state.record.now : 0;
    const tr = el('tr', { 'data-agreement': a.agreementId, class: state.selected === a.agreementId ? 'selected' : '' });
    tr.append(el('td', { title: a.agreementId }, a.agreementId),
      el('td', {}, a.initiator), el('td', {}, a.templateId));
    const badge = el('td'); badge.append(el('span', { class: 'state ' + shown }, shown)); tr.append(badge);
    tr.append(el('td', { title: a.created }, fmtTime(a.created)),
      el('td', { class: 'num' }, alloc ? alloc.cpus : ''), el('td', {}, alloc ? alloc.nodes.join(' ') : ''),
      el('td', {}, alloc ? `${formatSpan(alloc.plannedStart - now)} … ${formatSpan(alloc.plannedFinish - now)}` : ''),
      el('td', { class: 'num' }, fmtNumber(a.utility)), el('td', { class: 'num' }, fmtNumber(a.penalty)));
    tr.addEventListener('click', () => showDetail(a.agreementId));
    return tr;
  }));
  document.getElementById('shown').textContent = `${rows.length} of ${state.agreements.size}`;
}

// what runs the work: the backend's name, and its job (Slurm: the job id, and the reservation it runs in)
function describeBackend(b) {
  if (!b) return '';
  if (b.jobId) return `${b.kind} job ${b.jobId}` + (b.reservation ? ` in reservation ${b.reservation}` : '');
  return b.kind === 'simulated' ? 'simulated (runs on the provider\'s clock, no job)' : `${b.kind} (no job known)`;
}

async function showDetail(id) {
  state.selected = id;
  let a;
  try { a = await get('agreements/' + encodeURIComponent(id)); } catch (e) { console.error(e); return; }
  const section = document.getElementById('detail');
  section.hidden = false;
  section.dataset.agreement = id;
  document.getElementById('detail-id').textContent = `${id} · ${shownState(a)}`;
  const dl = (target, entries) => document.getElementById(target).replaceChildren(
    ...entries.flatMap(([k, v]) => [el('dt', {}, k), el('dd', {}, String(v))]));
  const alloc = a.allocation;
  dl('detail-allocation', alloc ? [['path', alloc.kind], ['nodes', alloc.nodes.join(', ')], ['CPUs', alloc.cpus],
    ['admitted', fmtNumber(alloc.admitted, 1) + ' s'], ['planned start', fmtNumber(alloc.plannedStart, 1) + ' s'],
    ['planned finish', fmtNumber(alloc.plannedFinish, 1) + ' s'], ['initiator', a.initiator], ['template', a.templateId],
    ['backend', describeBackend(a.backend)]] : [['allocation', 'none (not admitted)']]);
  dl('detail-service', Object.entries(a.serviceTerms || {}));
  document.querySelector('#detail-guarantees tbody').replaceChildren(...(a.guarantees || []).map(g => {
    const tr = el('tr');
    const badge = el('td'); badge.append(el('span', { class: 'state ' + (g.state === 'Fulfilled' ? 'Complete' : g.state) }, g.state));
    tr.append(el('td', {}, g.name), badge, el('td', {}, fmtNumber(g.value) + (g.valueUnit ? ' ' + g.valueUnit : '')),
      el('td', {}, fmtNumber(g.delay, 1)), el('td', {}, fmtNumber(g.penalty)));
    return tr;
  }));
  document.getElementById('detail-terms').textContent = JSON.stringify(a.terms, null, 2);
  render();
}

// ---- start ----------------------------------------------------------------------------------------------

async function start() {
  for (const id of ['filter-state', 'filter-template', 'filter-initiator']) {
    document.getElementById(id).addEventListener('input', renderTable);
  }
  document.getElementById('detail-close').addEventListener('click', () => {
    state.selected = null; document.getElementById('detail').hidden = true; render();
  });
  window.addEventListener('resize', render);
  try {
    await Promise.all([loadTemplates(), loadAgreements(), loadRecord(), loadViolations(), loadDecisions()]);
  } catch (e) {
    document.getElementById('stream').textContent = e.message;
    document.getElementById('stream').className = 'stream down';
  }
  render();
  follow();
  // the node record's clock moves without events: redraw "now" and capacity in use every few seconds
  setInterval(refreshSoon, 5000);
}

start();
