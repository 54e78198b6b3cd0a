/** Reloads the app on the page being shown (a retry after a failed load, a refresh to a new version). */
export function reloadInPlace() {
  window.location.reload();
}
