/** How old, in the largest whole unit that matters on a list: "just now", "25 min", "5 h", "3 days". */
export function age(since: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - new Date(since).getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

/** The same as a phrase: "just now", "25 min ago", "3 days ago". */
export function ago(since: string, now: Date): string {
  const howOld = age(since, now);
  return howOld === "just now" ? howOld : `${howOld} ago`;
}
