<?php
/**
 * With Algolia as the search backend, each post's section records are pushed to the Algolia index when
 * the post changes (the shape `inlay index --format algolia` writes: DocSearch's, see toAlgolia in
 * src/cli/extract.mjs), and the records of a post that left the index are deleted. The admin key comes
 * from wp-config.php only — `define( 'INLAY_ALGOLIA_ADMIN_KEY', '…' );` — never from the database or
 * the settings page. Without it nothing is pushed, and Settings → Inlay says how to push.
 *
 * @package Inlay
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether records are pushed: Algolia chosen, app id and index set, and the admin key defined.
 *
 * @return bool
 */
function inlay_algolia_push_enabled() {
	$s = inlay_settings();
	return 'algolia' === $s['search_backend'] && $s['algolia_app_id'] && $s['algolia_index'] && defined( 'INLAY_ALGOLIA_ADMIN_KEY' ) && INLAY_ALGOLIA_ADMIN_KEY;
}

/**
 * A section record in Algolia's (DocSearch's) shape, as the CLI's toAlgolia writes it.
 *
 * @param array<string, mixed> $r A record from Inlay_Extractor.
 * @return array<string, mixed>
 */
function inlay_to_algolia( array $r ) {
	$content = (string) $r['content'];
	if ( mb_strlen( $content ) > 8000 ) {
		$content = preg_replace( '/\s+\S*$/u', '', mb_substr( $content, 0, 8000 ) ) . '…';
	}
	// The post's filters (kind, category, tag) go along, as the CLI's page filters do: declare them in
	// the index's attributesForFaceting for `facets` and `filters` to work.
	$filters = array_intersect_key( $r, inlay_facet_keys() );
	return $filters + array(
		'objectID'           => $r['objectID'],
		'url'                => $r['url'],
		'url_without_anchor' => $r['page'],
		'anchor'             => $r['anchor'],
		'content'            => $content,
		'type'               => 'lvl' . $r['level'],
		'hierarchy'          => array_merge( $r['hierarchy'], array( 'lvl3' => null ) ),
		'language'           => $r['lang'],
		'lang'               => $r['lang'],
		'weight'             => array(
			'pageRank' => $r['weight'] ?? 1,
			'level'    => 100 - $r['level'] * 10,
			'position' => $r['position'],
		),
	);
}

/**
 * Queues one post's change for Algolia: its records now, and the objectIDs it had before. The queue
 * goes in one batch request when the request ends (or a rebuild batch does): a bulk edit of 20 posts
 * or a rebuild batch of 50 is one HTTP request, not one each.
 *
 * @param array<int, array<string, mixed>> $records    The post's records now (none when it left the index).
 * @param string[]                         $previous   objectIDs of its records before.
 */
function inlay_algolia_push( array $records, array $previous ) {
	global $inlay_algolia_queue;
	if ( ! inlay_algolia_push_enabled() ) {
		return;
	}
	if ( ! is_array( $inlay_algolia_queue ) ) {
		$inlay_algolia_queue = array();
		add_action( 'shutdown', 'inlay_algolia_flush' );
	}
	$inlay_algolia_queue[] = array( $records, $previous );
}

/**
 * Sends the queued changes to Algolia in one batch request.
 *
 * @return true|WP_Error
 */
function inlay_algolia_flush() {
	global $inlay_algolia_queue;
	$queue               = is_array( $inlay_algolia_queue ) ? $inlay_algolia_queue : array();
	$inlay_algolia_queue = array();
	$requests            = array();
	foreach ( $queue as list( $records, $previous ) ) {
		$requests = array_merge( $requests, inlay_algolia_requests( $records, $previous ) );
	}
	if ( ! $requests || ! inlay_algolia_push_enabled() ) {
		return true;
	}
	return inlay_algolia_send( $requests );
}

/**
 * One post's batch operations: its records updated, the ones it no longer has deleted.
 *
 * @param array<int, array<string, mixed>> $records  The post's records now.
 * @param string[]                         $previous objectIDs of its records before.
 * @return array<int, array<string, mixed>>
 */
function inlay_algolia_requests( array $records, array $previous ) {
	$requests = array();
	$now      = array();
	foreach ( $records as $r ) {
		$now[]      = $r['objectID'];
		$requests[] = array(
			'action' => 'updateObject',
			'body'   => inlay_to_algolia( $r ),
		);
	}
	foreach ( array_diff( $previous, $now ) as $gone ) {
		$requests[] = array(
			'action' => 'deleteObject',
			'body'   => array( 'objectID' => $gone ),
		);
	}
	return $requests;
}

/**
 * Sends batch operations to the Algolia index with the admin key from wp-config.php.
 *
 * @param array<int, array<string, mixed>> $requests Batch operations.
 * @return true|WP_Error
 */
function inlay_algolia_send( array $requests ) {
	$s = inlay_settings();
	/**
	 * The Algolia host to write to (default `https://<app-id>.algolia.net`).
	 *
	 * @param string $host The origin, without a trailing slash.
	 */
	$host     = apply_filters( 'inlay_algolia_host', 'https://' . $s['algolia_app_id'] . '.algolia.net' );
	$response = wp_remote_post(
		$host . '/1/indexes/' . rawurlencode( $s['algolia_index'] ) . '/batch',
		array(
			'timeout' => 10,
			'headers' => array(
				'Content-Type'             => 'application/json',
				'X-Algolia-Application-Id' => $s['algolia_app_id'],
				'X-Algolia-API-Key'        => INLAY_ALGOLIA_ADMIN_KEY,
			),
			'body'    => wp_json_encode( array( 'requests' => $requests ), JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ),
		)
	);
	$code = wp_remote_retrieve_response_code( $response );
	if ( is_wp_error( $response ) || $code < 200 || $code >= 300 ) {
		$message = is_wp_error( $response ) ? $response->get_error_message() : 'HTTP ' . $code . ' ' . wp_remote_retrieve_body( $response );
		update_option( 'inlay_algolia_error', substr( $message, 0, 500 ), false );
		return new WP_Error( 'inlay_algolia', $message );
	}
	delete_option( 'inlay_algolia_error' );
	return true;
}
