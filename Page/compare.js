// Two catalog revisions of the shown screen at the shown profile: the findings that appeared
// and disappeared (`GET /diff`), and the picture before and after.
import { request, query } from './api.js';

const $ = (id) => document.getElementById(id);

function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

async function picture(screen, profile, revision) {
  const figure = element('figure', undefined, 'picture');
  try {
    const data = await request(`/screens/${encodeURIComponent(screen)}/wireframes` + query({ profile, revision }));
    figure.innerHTML = data.layouts[0].svg;
  } catch (error) {
    figure.append(element('p', error.message));
  }
  figure.append(element('figcaption', `Catalog revision ${revision}`));
  return figure;
}

export async function renderCompare(screen, { from, to }, profile, stale) {
  const result = $('compare-result');
  if (!from || !to) {
    result.replaceChildren(element('p', 'The catalog needs a revision to compare.'));
    return;
  }
  let rows;
  try {
    rows = await request('/diff' + query({ from, to, screen, profile }));
  } catch (error) {
    result.replaceChildren(element('p', error.message));
    return;
  }
  const [before, after] = await Promise.all([picture(screen, profile, from), picture(screen, profile, to)]);
  if (stale()) return;
  const list = element('ul', undefined, 'findings');
  list.replaceChildren(...(rows.length ? rows.map((row) => {
    const item = element('li');
    item.append(element('span', row.change, `change ${row.change}`), ' ', element('span', row.kind, 'kind'), ' ',
      element('span', row.views.join(', '), 'views'));
    return item;
  }) : [element('li', `No finding appeared or disappeared at ${profile}.`)]));
  const pair = element('div', undefined, 'pair');
  pair.append(before, after);
  result.replaceChildren(element('h4', `${profile}: revision ${from} → ${to}`), list, pair);
}
