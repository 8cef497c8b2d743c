// One screen at one profile: the report's wireframe, its findings numbered as in the picture,
// the status at each text size on the slider, and the inspector for hovered or focused views.
import { chip } from './finder.js';

export const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'AX1', 'AX2', 'AX3', 'AX4', 'AX5'];

const $ = (id) => document.getElementById(id);
let current = null; // { data, layout } the inspector reads

function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

const number = (value) => String(Math.round(value * 100) / 100);

function firstSize(data, kind) {
  const layout = data.layouts.find((one) => one.layout.findings.some((finding) => finding.kind === kind));
  return layout ? layout.textSize : 'never';
}

export function renderScreen(data, state, { draft }) {
  const layout = data.layouts[state.size];
  current = { data, layout };
  $('svg-host').innerHTML = layout.svg;
  $('picture-caption').textContent = `${draft ? 'Draft (not registered) — ' : ''}${layout.profile}`;
  $('status').replaceChildren(`Status at ${layout.textSize}: `, chip(layout.status, layout.symbol));
  $('status').dataset.status = layout.status;
  $('findings').replaceChildren(...(layout.layout.findings.length ? layout.layout.findings.map((finding) => {
    const item = element('li');
    item.append(element('span', finding.kind, 'kind'), ' ', element('span', finding.views.join(', '), 'views'),
      element('p', finding.message));
    return item;
  }) : [element('li', 'No findings at this profile.', 'none')]));
  $('size-chips').replaceChildren(...data.layouts.map((one, index) => {
    const item = element('li');
    item.append(chip(one.status, one.symbol));
    item.prepend(element('span', one.textSize + ' ', 'size-label'));
    if (index === state.size) item.setAttribute('aria-current', 'true');
    return item;
  }));
  $('thresholds').textContent = `First size that scrolls: ${firstSize(data, 'scrolls')} · first size that clips: ${firstSize(data, 'clipped-text')}`;
  renderViewButtons(data);
}

function renderViewButtons(data) {
  $('view-buttons').replaceChildren(...data.views.filter((view) => current.layout.layout.frames[view.id]).map((view) => {
    const item = element('li');
    const button = element('button', view.id);
    button.type = 'button';
    button.dataset.view = view.id;
    button.setAttribute('aria-label', `${view.id}, ${view.kind}`);
    for (const type of ['focus', 'pointerenter']) button.addEventListener(type, () => inspect(view.id));
    item.append(button);
    return item;
  }));
  $('inspector').replaceChildren();
}

/** Highlights a view in the picture and lists its frame, type, constraints and findings. */
export function inspect(id) {
  if (!current) return;
  const view = current.data.views.find((one) => one.id === id);
  const frame = current.layout.layout.frames[id];
  if (!view || !frame) return;
  for (const group of document.querySelectorAll('#svg-host g.inspected')) group.classList.remove('inspected');
  document.querySelector(`#svg-host g[data-view="${CSS.escape(id)}"]`)?.classList.add('inspected');
  const details = element('dl');
  const pair = (term, value) => details.append(element('dt', term), element('dd', value));
  pair('Type', view.kind);
  pair('Frame', `x ${number(frame.x)}, y ${number(frame.y)}, ${number(frame.width)} × ${number(frame.height)}`);
  pair('Written at', `${view.file}:${view.line}`);
  const constraints = element('ul', undefined, 'constraints');
  constraints.replaceChildren(...(view.constraints.length ? view.constraints.map((constraint) => {
    const item = element('li');
    item.append(element('code', constraint.text), ' ', element('span', `${constraint.file}:${constraint.line}`, 'where'));
    if (constraint.set) item.append(' ', element('span', `(set ${constraint.set})`, 'muted'));
    return item;
  }) : [element('li', 'No constraint names this view.')]));
  const findings = current.layout.layout.findings.filter((finding) => finding.views.includes(id));
  const findingList = element('ul');
  findingList.replaceChildren(...(findings.length ? findings.map((finding) => element('li', `${finding.kind}: ${finding.message}`))
    : [element('li', 'No findings.')]));
  $('inspector').replaceChildren(element('h4', id), details, element('h5', 'Constraints'), constraints,
    element('h5', 'Findings'), findingList);
}

$('svg-host').addEventListener('pointerover', (event) => {
  const group = event.target.closest?.('g[data-view]');
  if (group) inspect(group.dataset.view);
});

/** All twelve sizes side by side; choosing one shows it alone. */
export function renderMatrix(data, state, pick) {
  $('matrix').replaceChildren(...data.layouts.map((layout, index) => {
    const item = element('li');
    const button = element('button', undefined, 'cell');
    button.type = 'button';
    button.setAttribute('aria-label', `${layout.textSize}: ${layout.status}. Show this size alone`);
    if (index === state.size) button.setAttribute('aria-current', 'true');
    const picture = element('div', undefined, 'thumb');
    picture.innerHTML = layout.svg;
    const caption = element('span', layout.textSize + ' ', 'size-label');
    button.append(caption, chip(layout.status, layout.symbol), picture);
    button.addEventListener('click', () => pick(index));
    item.append(button);
    return item;
  }));
}
