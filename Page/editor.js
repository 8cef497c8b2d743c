// The screen's YAML in a text area: each change (after a pause) is laid out by the server
// without being stored; its errors are marked at their line and column; Register stores it
// as a new catalog revision, all or nothing, as `trellis register` does.
import { request, query } from './api.js';

const $ = (id) => document.getElementById(id);
const pause = 250; // ms after the last keystroke

export class Editor {
  constructor({ changed, registered }) {
    this.source = null;  // the registered text, or null when no screen is shown
    this.path = 'screen.yaml';
    this.draft = { text: null, group: null, answer: null };
    this.text = $('editor');
    this.timer = null;
    this.changed = changed;
    this.registered = registered;
    this.text.addEventListener('input', () => {
      this.drawGutter([]);
      this.updateButton();
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.changed(), pause);
    });
    this.text.addEventListener('scroll', () => { $('gutter').scrollTop = this.text.scrollTop; });
    $('register').addEventListener('click', () => this.register());
    $('editor-errors').addEventListener('click', (event) => {
      const button = event.target.closest('button[data-line]');
      if (button) this.moveTo(Number(button.dataset.line), Number(button.dataset.column));
    });
  }

  /** Shows a screen's registered source; a draft being edited is kept (the catalog moved under it). */
  load(definition, { writable, pinned }) {
    const keepDraft = definition && this.source !== null && this.isDraft() && this.path === definition.path;
    const sameSource = definition && definition.source === this.source;
    this.source = definition ? definition.source : null;
    this.path = definition ? definition.path : 'screen.yaml';
    if (definition && !keepDraft) this.text.value = definition.source;
    this.writable = writable;
    this.text.readOnly = !writable;
    $('register').hidden = !writable;
    $('editor-title').textContent = writable ? 'Edit' : 'Source';
    $('editor-note').textContent = writable
      ? 'Every change is laid out at the chosen profile and all twelve sizes; nothing is stored until you register it.'
      : pinned ? 'An older catalog revision is shown: its source cannot be edited here. This is the current source.'
        : 'Your token may read this catalog, not write to it: the source is read-only.';
    this.drawGutter([]);
    this.updateButton();
    if (keepDraft) $('editor-status').textContent = 'The catalog changed; your unregistered draft is kept.';
    else if (!sameSource) $('editor-status').textContent = '';
  }

  isDraft() {
    return this.source !== null && this.text.value !== this.source;
  }

  /** The draft laid out at these profiles (`POST /layout/wireframes`), asked once per text and profiles. */
  layout(keys) {
    const text = this.text.value;
    if (this.draft.text !== text || this.draft.group !== keys.join()) {
      this.draft = { text, group: keys.join(), answer: request('/layout/wireframes' + query({ profile: keys, path: this.path }), { method: 'POST', body: text }) };
    }
    return this.draft.answer;
  }

  /** The server's error message, each `file:line:col: message` line marked in the gutter and listed. */
  showErrors(message) {
    if (!message && !this.errors?.length && !this.isDraft()) return;
    const errors = message.split('\n').filter(Boolean).map((line) => {
      const match = line.match(/^(.*?):(\d+):(\d+): (.*)$/);
      return match ? { line: Number(match[2]), column: Number(match[3]), message: match[4] } : { message: line };
    });
    this.errors = errors;
    this.drawGutter(errors);
    $('editor-errors').replaceChildren(...errors.map((error) => {
      const item = document.createElement('li');
      if (error.line) {
        const button = document.createElement('button');
        button.type = 'button';
        button.dataset.line = error.line;
        button.dataset.column = error.column;
        button.textContent = `${error.line}:${error.column}`;
        button.setAttribute('aria-label', `Line ${error.line}, column ${error.column}: go there`);
        item.append(button, ' ');
      }
      item.append(error.message);
      return item;
    }));
    $('editor-status').textContent = errors.length ? `${errors.length} error${errors.length > 1 ? 's' : ''}: the picture shows the last draft that laid out.`
      : this.isDraft() ? 'Draft laid out (not registered).' : '';
    this.updateButton();
  }

  drawGutter(errors) {
    const bad = new Map(errors.filter((error) => error.line).map((error) => [error.line, error]));
    const lines = this.text.value.split('\n').length;
    const rows = [];
    for (let line = 1; line <= lines; line++) {
      const row = document.createElement('div');
      row.textContent = bad.has(line) ? `● ${line}` : String(line);
      if (bad.has(line)) {
        row.className = 'error';
        row.title = bad.get(line).message;
      }
      rows.push(row);
    }
    $('gutter').replaceChildren(...rows);
    $('gutter').scrollTop = this.text.scrollTop;
  }

  moveTo(line, column) {
    const lines = this.text.value.split('\n');
    const offset = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + column - 1;
    this.text.focus();
    this.text.setSelectionRange(offset, offset);
  }

  updateButton() {
    $('register').disabled = !this.writable || !this.isDraft() || Boolean(this.errors?.length);
  }

  async register() {
    $('register').disabled = true;
    $('editor-status').textContent = 'Registering…';
    try {
      const report = await request('/screens' + query({ path: this.path }), { method: 'POST', body: this.text.value });
      this.source = this.text.value;
      await this.registered(report.catalogRevision);
      $('editor-status').textContent = report.catalogRevision
        ? `Registered as catalog revision ${report.catalogRevision}.` : 'Nothing changed: no new revision.';
    } catch (error) {
      this.showErrors(error.message);
    }
    this.updateButton();
  }
}
