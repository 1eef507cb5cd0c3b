import type { Core } from '@strapi/strapi';
import type { BootstrapSettings } from './settings';

const WEBHOOK_NAME = 'site purge';
const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'];

/** The site's purge endpoint, called on every content change (Strapi webhooks carry no signature: the secret header is the check). */
export async function ensureWebhook(strapi: Core.Strapi, settings: BootstrapSettings) {
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const webhook = {
    name: WEBHOOK_NAME,
    url: settings.webhookUrl,
    headers: { Authorization: `Bearer ${settings.webhookSecret}` },
    events: EVENTS,
    isEnabled: true,
  };
  const existing = (await store.findWebhooks()).find((candidate) => candidate.name === WEBHOOK_NAME);
  if (existing) {
    runner.update(await store.updateWebhook(existing.id, webhook));
  } else {
    runner.add(await store.createWebhook(webhook));
  }
}
