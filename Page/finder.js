// The list of screens (each with its worst finding as a chip: symbol, word and colour) and of
// components with the screens that use them, filtered by a search over names and tags.

/** A chip: the report's colour class, its symbol and the status in words, never colour alone. */
export function chip(status, symbol) {
  const element = document.createElement('span');
  element.className = `chip status-${status}`;
  const glyph = document.createElement('span');
  glyph.setAttribute('aria-hidden', 'true');
  glyph.textContent = symbol + ' ';
  element.append(glyph, status);
  return element;
}

function matches(filter, ...texts) {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => texts.some((text) => text.toLowerCase().includes(word)));
}

export function renderFinder({ screens, components, statuses, filter, current, href, choose }) {
  const byScreen = new Map(statuses.map((row) => [row.screen, row]));
  const link = (name) => {
    const anchor = document.createElement('a');
    anchor.href = href(name);
    anchor.textContent = name;
    if (name === current) anchor.setAttribute('aria-current', 'page');
    anchor.addEventListener('click', (event) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      choose(name);
    });
    return anchor;
  };
  const screenItems = screens.filter((screen) => matches(filter, screen.name, ...screen.tags)).map((screen) => {
    const item = document.createElement('li');
    item.dataset.screen = screen.name;
    const status = byScreen.get(screen.name);
    item.append(link(screen.name), ' ');
    if (status) item.append(chip(status.status, status.symbol));
    if (screen.tags.length) {
      const tags = document.createElement('span');
      tags.className = 'tags';
      tags.textContent = screen.tags.map((tag) => '#' + tag).join(' ');
      item.append(' ', tags);
    }
    return item;
  });
  if (!screenItems.length) {
    const empty = document.createElement('li');
    empty.textContent = screens.length ? 'No screen matches the search.' : 'No screens registered yet.';
    screenItems.push(empty);
  }
  document.getElementById('screen-list').replaceChildren(...screenItems);

  const componentItems = components.filter((component) => matches(filter, component.name, ...component.usedBy)).map((component) => {
    const item = document.createElement('li');
    const name = document.createElement('strong');
    name.textContent = component.name;
    item.append(name, component.usedBy.length ? ' — used by ' : ' — used by no screen');
    component.usedBy.forEach((screen, index) => item.append(index ? ', ' : '', link(screen)));
    return item;
  });
  document.getElementById('component-list').replaceChildren(...componentItems);
}
