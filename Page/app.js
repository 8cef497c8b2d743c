// The live page: state in the address, data from the server's JSON routes, kept current by
// its event stream. Each pane draws itself from what this module hands it.
import { request, query, listen, token } from './api.js';
import { renderFinder } from './finder.js';
import { renderScreen, renderMatrix, sizes } from './screen.js';
import { Editor } from './editor.js';
import { renderCompare } from './compare.js';

const $ = (id) => document.getElementById(id);

const state = readAddress();
let access = null;
let catalog = { devices: [], revisions: [], screens: [], components: [] };
let statuses = { group: null, rows: [] };
let latest = null;        // the newest catalog revision, from the list and then the event stream
const pictures = new Map(); // catalog revision | screen | profiles → promise of `/wireframes`
let shown = 0;             // the newest show(): older ones drop their answers

const editor = new Editor({ changed: () => show(), registered: (revision) => revisionSeen(revision) });

/** The twelve profile keys of the chosen device, orientation, keyboard and direction. */
function profiles() {
  const flags = (state.keyboard ? '+keyboard' : '') + (state.rtl ? '+rtl' : '');
  return sizes.map((size) => `${state.device}/${state.orientation}/${size}${flags}`);
}

function readAddress() {
  const search = new URLSearchParams(location.search);
  const size = sizes.indexOf(search.get('size') ?? 'L');
  return {
    screen: search.get('screen'), device: search.get('device'), orientation: search.get('orientation') ?? 'portrait',
    size: size < 0 ? 3 : size, keyboard: search.get('keyboard') === '1', rtl: search.get('rtl') === '1',
    mode: search.get('mode') ?? 'one', revision: search.get('revision') || null,
    from: search.get('from') || null, to: search.get('to') || null,
  };
}

/** The address of the current state, or of `screen` with the rest kept: what a shared link opens. */
function address(screen = state.screen) {
  return location.pathname + query({
    screen, device: state.device, orientation: state.orientation, size: sizes[state.size],
    keyboard: state.keyboard ? '1' : '', rtl: state.rtl ? '1' : '', mode: state.mode === 'one' ? '' : state.mode,
    revision: state.revision, from: state.mode === 'compare' ? state.from : '', to: state.mode === 'compare' ? state.to : '',
  });
}

function askForToken(problem) {
  const dialog = $('token-dialog');
  dialog.oncancel = (event) => event.preventDefault(); // Escape: the page cannot go on without a token
  $('token-error').textContent = problem;
  $('token-input').value = '';
  dialog.showModal();
  return new Promise((resolve) => {
    $('token-form').onsubmit = (event) => {
      event.preventDefault();
      token.set($('token-input').value.trim());
      dialog.close();
      resolve();
    };
  });
}

/** `/access`, asking for a token until the server accepts one when it needs one. */
async function authorize() {
  for (;;) {
    try {
      access = await request('/access');
    } catch (error) {
      if (error.status !== 401) throw error;
      token.clear();
      await askForToken('The server did not accept that token.');
      continue;
    }
    if (!access.tokens || access.role) return;
    await askForToken('');
  }
}

async function loadCatalog() {
  const [devices, revisions, screens, components] = await Promise.all(
    ['/devices', '/revisions', '/screens', '/components'].map((path) => request(path)));
  catalog = { devices, revisions, screens, components };
  latest = revisions.length ? revisions[revisions.length - 1].revision : null;
  document.body.dataset.revision = latest ?? 'none';
  if (!state.device || !devices.some((device) => device.id === state.device)) {
    state.device = (devices.find((device) => device.id === 'iphone-se') ?? devices[0]).id;
  }
  statuses.group = null;
  fillSelects();
}

function option(value, text) {
  const element = document.createElement('option');
  element.value = value;
  element.textContent = text;
  return element;
}

function fillSelects() {
  $('device').replaceChildren(...catalog.devices.map((device) => option(device.id, device.name + (device.custom ? ' (custom)' : ''))));
  const revisionOptions = () => catalog.revisions.slice().reverse().map((revision) =>
    option(String(revision.revision), `${revision.revision} — ${revision.summary}`));
  $('revision').replaceChildren(option('', 'latest (live)'), ...revisionOptions());
  $('compare-from').replaceChildren(...revisionOptions());
  $('compare-to').replaceChildren(...revisionOptions());
}

function syncControls() {
  $('device').value = state.device;
  $('orientation').value = state.orientation;
  $('keyboard').checked = state.keyboard;
  $('rtl').checked = state.rtl;
  $('size').value = String(state.size);
  $('size').setAttribute('aria-valuetext', sizes[state.size]);
  $('size-name').textContent = sizes[state.size];
  $('revision').value = state.revision ?? '';
  for (const radio of document.querySelectorAll('input[name=mode]')) radio.checked = radio.value === state.mode;
  const pair = comparedRevisions();
  $('compare-from').value = pair.from ?? '';
  $('compare-to').value = pair.to ?? '';
}

/** The revisions compare shows: those chosen, else the latest and the one before it. */
function comparedRevisions() {
  const revisions = catalog.revisions.map((revision) => String(revision.revision));
  const to = revisions.includes(state.to) ? state.to : revisions[revisions.length - 1] ?? null;
  const from = revisions.includes(state.from) ? state.from : revisions[revisions.indexOf(to) - 1] ?? to;
  return { from, to };
}

/** The screen's layouts at the twelve profiles: the editor's draft, or the catalog's (cached). */
function wireframes() {
  const keys = profiles();
  if (editor.isDraft()) return editor.layout(keys);
  const key = [state.revision ?? latest, state.screen, keys[0]].join('|');
  if (!pictures.has(key)) {
    const loading = request(`/screens/${encodeURIComponent(state.screen)}/wireframes` + query({ profile: keys, revision: state.revision }));
    loading.catch(() => pictures.delete(key));
    pictures.set(key, loading);
  }
  return pictures.get(key);
}

async function refreshStatuses() {
  const keys = profiles();
  if (statuses.group === keys[0]) return;
  statuses = { group: keys[0], rows: await request('/statuses' + query({ profile: keys })) };
}

function drawFinder() {
  const device = catalog.devices.find((one) => one.id === state.device);
  $('status-scope').textContent = `Worst finding on ${device?.name ?? state.device}, ${state.orientation}, across the twelve text sizes.`;
  renderFinder({
    screens: catalog.screens, components: catalog.components, statuses: statuses.rows, filter: $('search').value,
    current: state.screen, href: (name) => address(name), choose: chooseScreen,
  });
}

async function chooseScreen(name) {
  state.screen = name;
  history.pushState(null, '', address());
  await loadDefinition();
  await show();
  $('view').focus();
}

/** The shown screen's registered source (`GET /screens/NAME`) into the editor. */
async function loadDefinition() {
  let definition = null;
  if (state.screen) {
    try {
      definition = await request(`/screens/${encodeURIComponent(state.screen)}`);
    } catch (error) {
      if (error.status !== 400) throw error;
      $('live').textContent = error.message; // an address naming a screen the catalog does not have
      state.screen = null;
    }
  }
  editor.load(definition, { writable: access.canWrite && !state.revision, pinned: Boolean(state.revision) });
}

/** Draws everything from the state: the address, the controls, the list and the chosen view. */
async function show() {
  const run = ++shown;
  history.replaceState(null, '', address());
  syncControls();
  drawFinder();   // at once, with the chips known so far; again when the statuses arrive
  await refreshStatuses().catch(() => {});
  if (run !== shown) return;
  drawFinder();
  const chosen = Boolean(state.screen);
  $('screen-title').textContent = chosen ? state.screen + (state.revision ? ` at catalog revision ${state.revision}` : '') : 'Choose a screen';
  $('controls').hidden = !chosen;
  $('editor-pane').hidden = !chosen;
  $('one').hidden = !chosen || state.mode !== 'one';
  $('matrix').hidden = !chosen || state.mode !== 'matrix';
  $('compare').hidden = !chosen || state.mode !== 'compare';
  if (!chosen) return;
  let data;
  try {
    data = await wireframes();
  } catch (error) {
    if (run !== shown) return;
    if (editor.isDraft()) editor.showErrors(error.message); else $('status').textContent = error.message;
    return;
  }
  if (run !== shown) return;
  editor.showErrors('');
  renderScreen(data, state, { draft: editor.isDraft() });
  if (state.mode === 'matrix') renderMatrix(data, state, (size) => { state.size = size; state.mode = 'one'; show(); });
  if (state.mode === 'compare') renderCompare(state.screen, comparedRevisions(), profiles()[state.size], () => run !== shown);
}

/** A new catalog revision, from the event stream or a register of ours: reload what it may change
 * (once per revision, though both may tell of it). */
let seeing = { revision: null, done: Promise.resolve() };
function revisionSeen(revision) {
  if (revision === latest || revision === null) return Promise.resolve();
  if (seeing.revision === revision) return seeing.done;
  const done = (async () => {
    $('live').textContent = `Catalog revision ${revision} (updated ${new Date().toLocaleTimeString()})`;
    await loadCatalog();
    if (state.screen && catalog.screens.some((screen) => screen.name === state.screen)) await loadDefinition();
    await show();
  })();
  seeing = { revision, done };
  return done;
}

function wireControls() {
  const set = (change) => () => { change(); show(); };
  $('device').addEventListener('change', set(() => { state.device = $('device').value; }));
  $('orientation').addEventListener('change', set(() => { state.orientation = $('orientation').value; }));
  $('keyboard').addEventListener('change', set(() => { state.keyboard = $('keyboard').checked; }));
  $('rtl').addEventListener('change', set(() => { state.rtl = $('rtl').checked; }));
  $('size').addEventListener('input', set(() => { state.size = Number($('size').value); }));
  $('compare-from').addEventListener('change', set(() => { state.from = $('compare-from').value; }));
  $('compare-to').addEventListener('change', set(() => { state.to = $('compare-to').value; }));
  for (const radio of document.querySelectorAll('input[name=mode]')) {
    radio.addEventListener('change', set(() => { state.mode = radio.value; }));
  }
  $('revision').addEventListener('change', async () => {
    state.revision = $('revision').value || null;
    await loadDefinition();
    await show();
  });
  $('search').addEventListener('input', drawFinder);
  $('controls').addEventListener('submit', (event) => event.preventDefault());
  window.addEventListener('popstate', async () => {
    Object.assign(state, readAddress());
    await loadDefinition();
    await show();
  });
}

async function start() {
  await authorize();
  $('who').textContent = access.tokens ? `Signed in with token “${access.name}” (${access.role})` : 'Open server on loopback: no token needed';
  document.body.dataset.canWrite = String(access.canWrite);
  await loadCatalog();
  wireControls();
  if (state.screen) await loadDefinition();
  await show();
  document.body.dataset.ready = 'true';
  listen((event) => revisionSeen(event.catalogRevision), new AbortController().signal);
}

start().catch((error) => {
  $('live').textContent = 'The page could not load the catalog: ' + error.message;
});
