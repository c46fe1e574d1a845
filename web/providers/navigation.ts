// Code outside React (the HTTP client) must navigate too; the router registers its navigate here.
type Navigate = (path: string) => void;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(path: string): void {
  if (navigator) navigator(path);
  else if (typeof window !== "undefined") window.location.assign(path);
}
