/**
 * Walking the page with Tab, as a keyboard user does: every stop in order, each with whether its
 * focus is drawn. The editor keeps Tab for indentation until Ctrl+M (its panel bar says so): the
 * walk presses Ctrl+M once, the first time it lands there, and goes on.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { SimulatorPage } from './simulator-page';

export interface TabStop {
  /** The element's identity for this page (a number), to find where a control comes. */
  readonly id: number;
  /** Its role or tag and its name, for messages. */
  readonly name: string;
  /** Null when its focus is drawn, else what is missing. */
  readonly unseen: string | null;
  readonly inEditor: boolean;
}

declare global {
  interface Window {
    tabStopId?: (element: Element) => number;
  }
}

/**
 * The focused element as a stop (null: nothing, the page itself). Its focus is drawn when it has
 * the app's focus outline (2px or more, solid, in the theme's --focus colour), or is one of the
 * controls that draw it otherwise: the editor (Monaco's cursor and focus class), the split handle
 * (its line turns the accent colour) and a size map band (its shape takes the focus colour).
 */
function describeFocus(): TabStop | null {
  if (window.tabStopId === undefined) {
    const ids = new WeakMap<Element, number>();
    let next = 0;
    window.tabStopId = (element) => {
      let id = ids.get(element);
      if (id === undefined) ids.set(element, (id = ++next));
      return id;
    };
  }
  const element = document.activeElement;
  if (element === null || element === document.body) return null;
  const colourOf = (value: string) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  };
  const focus = colourOf('var(--focus)');
  const style = getComputedStyle(element);
  const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
  const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
  const name = `${role} "${label.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  const inEditor = element.closest('.monaco-editor') !== null;
  let unseen: string | null = null;
  if (inEditor) {
    if (element.closest('.monaco-editor.focused') === null) unseen = 'editor not marked focused';
  } else if (role === 'separator') {
    if (!style.backgroundImage.includes(colourOf('var(--accent)'))) unseen = 'no accent line';
  } else if (element.classList.contains('band')) {
    const stroke = element.querySelector('rect');
    if (stroke === null || getComputedStyle(stroke).stroke !== focus) unseen = 'no focus stroke';
  } else if (
    style.outlineStyle !== 'solid' ||
    parseFloat(style.outlineWidth) < 2 ||
    style.outlineColor !== focus
  ) {
    unseen = `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
  }
  return { id: window.tabStopId(element), name, unseen, inEditor };
}

/**
 * Presses Tab from where the focus is until it leaves the page's last control (or comes back
 * to a stop already seen), at most `max` times; returns the stops in order, the focused element
 * first when there is one.
 */
export async function tabCycle(page: Page, max = 150): Promise<TabStop[]> {
  const stops: TabStop[] = [];
  let leftEditor = false;
  const current = await page.evaluate(describeFocus);
  if (current !== null) stops.push(current);
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(describeFocus);
    if (stop === null || stops.some((s) => s.id === stop.id)) return stops;
    stops.push(stop);
    if (stop.inEditor && !leftEditor) {
      await new SimulatorPage(page).letTabLeaveEditor();
      leftEditor = true;
    }
  }
  throw new Error(`Tab went on past ${max} stops: ${stops.map((s) => s.name).join(', ')}`);
}

/** How many Tab presses from the page start reach `control` (1 = the first stop). */
export async function pressesTo(stops: readonly TabStop[], control: Locator): Promise<number> {
  await expect(control).toHaveCount(1);
  const id = await control.evaluate((element) => window.tabStopId?.(element) ?? -1);
  const index = stops.findIndex((s) => s.id === id);
  if (index < 0)
    throw new Error(
      `not reached by Tab: ${await control.evaluate((e) => e.outerHTML.slice(0, 120))}`,
    );
  return index + 1;
}
