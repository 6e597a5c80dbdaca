<?php
/**
 * Indexes posts ({url, title, content}[] as JSON) the way the WordPress plugin does: heading ids
 * (includes/headings.php), Inlay_Extractor, one records file and index.json (includes/search-index.php's
 * format). WordPress's few functions headings.php calls are stubbed.
 * Usage: php build.php <items.json> <out-dir>
 *
 * @package Inlay
 */

define( 'ABSPATH', __DIR__ . '/' );
$plugin = dirname( __DIR__, 3 ) . '/integrations/wordpress/includes';
function add_filter() {}
function wp_strip_all_tags( $s ) {
	return trim( strip_tags( $s ) );
}
function sanitize_title( $s ) {
	return trim( (string) preg_replace( '/[^a-z0-9]+/', '-', strtolower( $s ) ), '-' );
}
function esc_attr( $s ) {
	return htmlspecialchars( $s, ENT_QUOTES, 'UTF-8' );
}
require $plugin . '/headings.php';
require $plugin . '/class-inlay-extractor.php';

$items = json_decode( (string) file_get_contents( $argv[1] ), true );
$out   = $argv[2];
if ( ! is_dir( $out ) ) {
	mkdir( $out, 0777, true );
}
$all = array();
foreach ( $items as $it ) {
	$title = html_entity_decode( $it['title'], ENT_QUOTES, 'UTF-8' );
	foreach ( Inlay_Extractor::records( $title, $it['url'], inlay_heading_ids( $it['content'] ), 'en-gb' ) as $r ) {
		$all[] = $r;
	}
}
$json = (string) json_encode( $all, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
$name = 'records.en-gb.' . substr( hash( 'sha256', $json ), 0, 10 ) . '.json';
file_put_contents( "$out/$name", $json );
$entry = array(
	'inlay'     => 1,
	'default'   => 'en-gb',
	'languages' => array(
		'en-gb' => array(
			'records'  => $name,
			'pages'    => count( $items ),
			'sections' => count( $all ),
			'bytes'    => strlen( $json ),
		),
	),
	'filters'   => new stdClass(),
	'fields'    => array(
		'title'   => 'heading',
		'page'    => 'title',
		'url'     => 'url',
		'snippet' => 'content',
		'search'  => array( 'heading', 'title', 'content' ),
	),
);
file_put_contents( "$out/index.json", (string) json_encode( $entry, JSON_UNESCAPED_SLASHES ) );
fwrite( STDERR, count( $items ) . ' posts and pages, ' . count( $all ) . " records\n" );
