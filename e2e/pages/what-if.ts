/**
 * The what-if tools: the baseline bar, the movement marks in the ranking, "make it win", and the
 * cluster-wide view.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { SimulatorPage } from './simulator-page';

export class WhatIf {
  readonly page: Page;
  readonly bar: Locator;
  readonly clusterWide: Locator;

  constructor(readonly sim: SimulatorPage) {
    this.page = sim.page;
    this.bar = this.page.getByRole('region', { name: 'What-if baseline' });
    this.clusterWide = this.page.getByRole('table', { name: /^Which runtime OME picks/ });
  }

  async pin(): Promise<void> {
    await this.page.getByRole('button', { name: 'Pin as baseline' }).click();
    await expect(this.bar).toContainText('Baseline');
  }

  async clear(): Promise<void> {
    await this.page.getByRole('button', { name: 'Clear baseline' }).click();
    await expect(this.page.getByRole('button', { name: 'Pin as baseline' })).toBeVisible();
  }

  /** ↑2 / ↓1 by the runtime's rank. */
  rankMove(runtime: string): Locator {
    return this.sim.cell(runtime, 'rank').locator('.move [aria-hidden="true"]');
  }

  /** +2 / −1 by the runtime's score. */
  scoreDelta(runtime: string): Locator {
    return this.sim.cell(runtime, 'score').locator('.score-delta');
  }

  /** "newly selected", "newly rejected", … by the runtime's name. */
  stateTag(runtime: string): Locator {
    return this.sim.row(runtime).locator('.tag-move');
  }

  /** Asks "make it win" for a runtime; returns the answer's card. */
  async makeItWin(runtime: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Make it win: ${runtime}` }).click();
    const card = this.page.getByRole('region', { name: `Make it win: ${runtime}` });
    await expect(card).not.toContainText('Working it out');
    return card;
  }

  async showCluster(): Promise<void> {
    await this.page.getByRole('tab', { name: /Cluster-wide/ }).click();
    await expect(this.clusterWide).toBeVisible();
  }

  async showRanking(): Promise<void> {
    await this.page.getByRole('tab', { name: /Ranking/ }).click();
    await expect(this.sim.table).toBeVisible();
  }

  /** The cluster-wide summary's entries (toggle buttons), e.g. "28 OME picks a runtime". */
  outcomes(): Locator {
    return this.page.locator('.outcome-summary').getByRole('button');
  }

  /** The summary entry whose label is `label` (its count aside). */
  outcome(label: string): Locator {
    const literal = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.outcomes().filter({ hasText: new RegExp(`^\\d+ ${literal}$`) });
  }

  get questionFilter(): Locator {
    return this.page.getByRole('searchbox', { name: 'Filter questions' });
  }

  get sortBy(): Locator {
    return this.page.getByRole('combobox', { name: 'Sort by' });
  }

  /** "28 of 207 shown" while the rows are filtered. */
  get shownCount(): Locator {
    return this.page.locator('.cluster-wide-count');
  }

  clusterWideRows(): Locator {
    return this.clusterWide.locator('tr.cluster-wide-row');
  }

  /** The cluster-wide row for a model or InferenceService in a namespace. */
  clusterWideRow(kind: 'model' | 'isvc', namespace: string, name: string): Locator {
    return this.clusterWide.locator(`tr[data-key="${kind}/${namespace}/${name}"]`);
  }
}
