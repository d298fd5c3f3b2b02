// The offline page's retry: load the page that was asked for again (the service worker serves
// this page in its place, so the address bar still holds it).
document.getElementById('retry').addEventListener('click', function (event) {
  event.preventDefault();
  window.location.reload();
});
