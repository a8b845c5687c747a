import { type DocContext, MISSING, type SectionContent } from "./document-context.ts";
import type { Block } from "./report-document.ts";

/** Standard: the lookalikes with their figures; Brief: who they are and how big. */
export function similar(ctx: DocContext): SectionContent {
  const { model, text, fmt } = ctx;
  const title = text.sections.similar;
  if (model.similar.length === 0) return { title, absent: text.labels.noSimilar };
  if (!ctx.standard) {
    const names = model.similar.map((row, i) => `${i + 1}. ${ctx.handle(row.username)} · ${fmt.count(row.followers)}`);
    return { title, blocks: [{ kind: "names", names }] };
  }
  const rows = model.similar.map((row, i) => [
    String(i + 1),
    row.fullName && row.fullName !== row.username ? `${row.fullName} (${ctx.handle(row.username)})` : ctx.handle(row.username),
    fmt.count(row.followers),
    row.erPercent === null ? MISSING : fmt.percent(row.erPercent),
    row.similarity === null ? MISSING : fmt.percent(row.similarity * 100, 0),
  ]);
  const columns = [
    { title: "#", width: 22 },
    { title: text.labels.account, width: 225 },
    { title: text.labels.followers, width: 90 },
    { title: text.labels.engagement, width: 88 },
    { title: text.labels.similarity, width: 90 },
  ];
  return { title, blocks: [{ kind: "table", columns, rows }] };
}

export function about(ctx: DocContext): SectionContent {
  const { text, fmt } = ctx;
  const { account } = ctx.model;
  const comments = ctx.missing("comments_avg") ? MISSING : fmt.count(account.commentsAvg);
  const facts = [
    `${text.labels.accountType}: ${text.accountTypes[account.accountType]}`,
    `${text.labels.verified}: ${account.isVerified ? text.yes : text.no}`,
    `${text.labels.posts}: ${fmt.count(account.postsCount)}`,
    `${ctx.label(text.labels.avgComments, "comments_avg")}: ${comments}`,
  ];
  const blocks: Block[] = [{ kind: "text", style: "body", text: facts.join(" · ") }];
  if (account.bio) blocks.push({ kind: "text", style: "body", text: account.bio, maxLines: 6 });
  return { title: text.sections.about, blocks };
}
