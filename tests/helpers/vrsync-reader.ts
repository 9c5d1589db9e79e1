// A small VRSync reader for the tests: parses the feed's XML into elements (refusing anything not well formed) and
// checks it against VRSync's documented element list and limits, as a portal's importer does before loading it.
export type El = { name: string; attrs: Record<string, string>; text: string; children: El[] };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e]!);

export function parseXml(xml: string): El {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"]*")*)\s*(\/?)>|([^<]+)/g;
  const root: El = { name: '#root', attrs: {}, text: '', children: [] };
  const stack = [root];
  let m: RegExpExecArray | null;
  let consumed = 0;
  while ((m = token.exec(body))) {
    if (m.index !== consumed) throw new Error(`malformed XML at ${consumed}: ${body.slice(consumed, consumed + 40)}`);
    consumed = token.lastIndex;
    const top = stack.at(-1)!;
    if (m[5] !== undefined) {
      if (m[5].includes('&') && !/^([^&]|&(amp|lt|gt|quot|#39);)*$/.test(m[5])) throw new Error('bad entity');
      top.text += decode(m[5]);
    } else if (m[1]) {
      if (top.name !== m[2]) throw new Error(`</${m[2]}> closes <${top.name}>`);
      stack.pop();
    } else {
      const attrs = Object.fromEntries([...m[3]!.matchAll(/([\w:.-]+)="([^"]*)"/g)].map((a) => [a[1]!, decode(a[2]!)]));
      const el: El = { name: m[2]!, attrs, text: '', children: [] };
      top.children.push(el);
      if (!m[4]) stack.push(el);
    }
  }
  if (consumed !== body.length || stack.length !== 1 || root.children.length !== 1) throw new Error('malformed XML');
  return root.children[0]!;
}

export const child = (el: El, name: string) => el.children.find((c) => c.name === name);
export const text = (el: El, path: string) =>
  path
    .split('/')
    .reduce<El | undefined>((e, name) => (e ? child(e, name) : undefined), el)
    ?.text.trim();

const NAMESPACE = 'http://www.vivareal.com/schemas/1.0/VRSync';
const TRANSACTION_TYPES = ['For Sale', 'For Rent', 'Sale/Rent'];
const LISTING_ORDER = [
  'ListingID',
  'Title',
  'TransactionType',
  'DetailViewUrl',
  'Media',
  'Details',
  'Location',
  'ContactInfo',
];

/** The problems a VRSync importer would refuse the feed for; empty when it loads. */
export function vrsyncProblems(feed: El): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => ok || problems.push(what);
  need(
    feed.name === 'ListingDataFeed' && feed.attrs.xmlns === NAMESPACE,
    'root ListingDataFeed in the VRSync namespace',
  );
  const header = child(feed, 'Header');
  need(!!header && !!text(header, 'Provider') && !!text(header, 'Email'), 'Header with Provider and Email');
  const listings = child(feed, 'Listings');
  need(!!listings, 'Listings');
  for (const l of listings?.children ?? []) {
    const id = text(l, 'ListingID') ?? '?';
    need(l.name === 'Listing', `${id}: only Listing inside Listings`);
    const names = l.children.map((c) => c.name);
    need(
      names.every((n) => LISTING_ORDER.includes(n)),
      `${id}: unknown element in Listing`,
    );
    need(names.join() === LISTING_ORDER.filter((n) => names.includes(n)).join(), `${id}: elements in VRSync's order`);
    const title = text(l, 'Title') ?? '';
    need(title.length >= 10 && title.length <= 100, `${id}: Title of 10 to 100 characters`);
    need(TRANSACTION_TYPES.includes(text(l, 'TransactionType') ?? ''), `${id}: TransactionType`);
    const details = child(l, 'Details');
    need(!!details && !!text(details, 'PropertyType') && !!text(details, 'UsageType'), `${id}: Details with types`);
    const description = details ? (text(details, 'Description') ?? '') : '';
    need(description.length >= 50 && description.length <= 3000, `${id}: Description of 50 to 3000 characters`);
    const price = details && child(details, 'ListPrice');
    need(!!price && /^\d+$/.test(price.text) && price.attrs.currency === 'BRL', `${id}: ListPrice in whole BRL`);
    const area = details && child(details, 'LivingArea');
    need(!area || area.attrs.unit === 'square metres', `${id}: LivingArea in square metres`);
    for (const item of child(l, 'Media')?.children ?? []) {
      need(
        item.name === 'Item' && item.attrs.medium === 'image' && /^https?:\/\//.test(item.text),
        `${id}: Media items`,
      );
    }
    const location = child(l, 'Location');
    need(!!location && child(location, 'Country')?.attrs.abbreviation === 'BR', `${id}: Location with Country`);
    need(!!child(l, 'ContactInfo') && !!text(l, 'ContactInfo/Name'), `${id}: ContactInfo with Name`);
  }
  return problems;
}
