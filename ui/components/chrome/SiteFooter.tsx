/** The site's footer: legal links. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <ul className="site-footer__legal">
          <li><a href="/cgv">CGV</a></li>
          <li><a href="/mentions-legales">Mentions légales</a></li>
          <li><a href="/charte-donnees-personnelles">Charte données personnelles</a></li>
        </ul>
      </div>
    </footer>
  );
}
