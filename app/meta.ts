// Page titles and descriptions: every page has its own (issue 4, SEO).
export function pageMeta(title: string, description: string) {
  return [{ title: `${title} | Wildline` }, { name: 'description', content: description }];
}
