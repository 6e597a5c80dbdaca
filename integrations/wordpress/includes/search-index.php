<?php
/**
 * Site search that follows the posts: Inlay's local index (the folder format `inlay index` writes:
 * `index.json` naming one content-hashed `records.<lang>.<hash>.json`, docs/search.md) built in PHP from
 * the published posts of the searchable post types, in wp-content/uploads/inlay/.
 *
 * Each post's records are kept in its meta (`_inlay_records`) and renewed when it is saved; the files
 * are rewritten from all of them after every change. Private, password-protected, draft, pending,
 * scheduled and trashed posts have no records, and attachments are never indexed. A first build of a
 * large site runs in batches (Settings → Inlay → Rebuild index; the REST route `inlay/v1/rebuild`).
 *
 * @package Inlay
 */

defined( 'ABSPATH' ) || exit;

const INLAY_RECORDS_META = '_inlay_records';
const INLAY_FACETS_META  = '_inlay_facets';
const INLAY_BATCH        = 50;

/**
 * The index folder: path and URL (in the uploads folder, so the web server serves it as static files).
 *
 * @return array{path: string, url: string}
 */
function inlay_index_dir() {
	$uploads = wp_upload_dir( null, false );
	return array(
		'path' => trailingslashit( $uploads['basedir'] ) . 'inlay',
		'url'  => trailingslashit( $uploads['baseurl'] ) . 'inlay/',
	);
}

/**
 * URL of the index folder, for `<inlay-search index="…">` (root-relative when on this host).
 *
 * @return string
 */
function inlay_index_url() {
	$url  = inlay_index_dir()['url'];
	$path = wp_parse_url( $url, PHP_URL_PATH );
	$home = wp_parse_url( home_url(), PHP_URL_HOST );
	return ( wp_parse_url( $url, PHP_URL_HOST ) === $home && $path ) ? $path : $url;
}

/**
 * The language of the records (the site's: `en-us`, `de-de`).
 *
 * @return string
 */
function inlay_index_lang() {
	return strtolower( str_replace( '_', '-', get_bloginfo( 'language' ) ) );
}

/**
 * Whether a post belongs in the index: published, no password, a searchable post type.
 *
 * @param WP_Post|null $post The post.
 * @return bool
 */
function inlay_indexable( $post ) {
	if ( ! $post instanceof WP_Post || 'publish' !== $post->post_status || '' !== $post->post_password || 'attachment' === $post->post_type ) {
		return false;
	}
	return in_array( $post->post_type, (array) inlay_settings()['post_types'], true );
}

/**
 * A post's records: its rendered content (shortcodes, blocks, heading ids) through Inlay_Extractor.
 *
 * @param WP_Post $post The post.
 * @return array<int, array<string, mixed>>
 */
function inlay_post_records( WP_Post $post ) {
	global $wp_query;
	$previous = $GLOBALS['post'] ?? null;
	$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the_content filters read it.
	setup_postdata( $post );
	$html = apply_filters( 'the_content', $post->post_content ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.
	$GLOBALS['post'] = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	if ( $previous instanceof WP_Post ) {
		setup_postdata( $previous );
	}
	$title   = html_entity_decode( wp_strip_all_tags( get_the_title( $post ) ), ENT_QUOTES, 'UTF-8' );
	$url     = wp_make_link_relative( get_permalink( $post ) );
	$url     = '' === $url ? '/' : $url;
	$records = Inlay_Extractor::records( $title, $url, $html, inlay_index_lang() );
	// The post's filters on every record (as the CLI adds a page's `data-inlay-filter` values): one
	// value as a string, several as an array.
	foreach ( inlay_post_facets( $post ) as $key => $values ) {
		foreach ( $records as $i => $record ) {
			$records[ $i ][ $key ] = 1 === count( $values ) ? $values[0] : $values;
		}
	}
	return $records;
}

/**
 * The filter keys the records carry, for `<inlay-search facets="…" filters="…">` (none of them a
 * record field: `type` is one, so the post type is `kind`).
 *
 * @return array<string, string> key => taxonomy ('' for the post type)
 */
function inlay_facet_keys() {
	return array(
		'kind'     => '',
		'category' => 'category',
		'tag'      => 'post_tag',
	);
}

/**
 * A post's filter values: its post type's name (`Post`, `Page`), its categories and tags by name.
 *
 * @param WP_Post $post The post.
 * @return array<string, string[]>
 */
function inlay_post_facets( WP_Post $post ) {
	$out  = array();
	$type = get_post_type_object( $post->post_type );
	if ( $type ) {
		$out['kind'] = array( inlay_facet_value( $type->labels->singular_name ) );
	}
	foreach ( inlay_facet_keys() as $key => $taxonomy ) {
		if ( '' === $taxonomy || ! is_object_in_taxonomy( $post->post_type, $taxonomy ) ) {
			continue;
		}
		$terms = get_the_terms( $post, $taxonomy );
		if ( is_array( $terms ) && $terms ) {
			$out[ $key ] = array_values( array_unique( array_map( 'inlay_facet_value', wp_list_pluck( $terms, 'name' ) ) ) );
		}
	}
	return array_filter( $out );
}

/**
 * A name as a filter value: plain text, without the double quotes `filters="…"` quotes values with.
 *
 * @param string $name A term's or post type's name.
 * @return string
 */
function inlay_facet_value( $name ) {
	return trim( str_replace( '"', '', html_entity_decode( wp_strip_all_tags( (string) $name ), ENT_QUOTES, 'UTF-8' ) ) );
}

/**
 * `filters="…"` for a search limited to some post types and categories (the search block's
 * settings): the same key repeated ORs, different keys AND.
 *
 * @param string[] $types      Post type slugs.
 * @param int[]    $categories Category ids.
 * @return string
 */
function inlay_search_filters( array $types, array $categories ) {
	$parts = array();
	foreach ( $types as $slug ) {
		$type = get_post_type_object( (string) $slug );
		if ( $type ) {
			$parts[] = 'kind:"' . inlay_facet_value( $type->labels->singular_name ) . '"';
		}
	}
	foreach ( $categories as $id ) {
		$term = get_term( (int) $id, 'category' );
		if ( $term instanceof WP_Term ) {
			$parts[] = 'category:"' . inlay_facet_value( $term->name ) . '"';
		}
	}
	return implode( ' ', $parts );
}

/**
 * Renews one post's records (or removes them when it may not be found) and, unless told not to, the files.
 *
 * @param int  $post_id     The post.
 * @param bool $write_files Rewrite the index files.
 */
function inlay_index_post( $post_id, $write_files = true ) {
	$post     = get_post( $post_id );
	$previous = inlay_stored_ids( $post_id );
	$records  = array();
	if ( $post && inlay_indexable( $post ) ) {
		$records = inlay_post_records( $post );
		update_post_meta( $post->ID, INLAY_RECORDS_META, wp_slash( wp_json_encode( $records, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) ) );
		update_post_meta( $post->ID, INLAY_FACETS_META, wp_slash( wp_json_encode( (object) inlay_post_facets( $post ), JSON_UNESCAPED_UNICODE ) ) );
	} else {
		delete_post_meta( $post_id, INLAY_RECORDS_META );
		delete_post_meta( $post_id, INLAY_FACETS_META );
	}
	inlay_algolia_push( $records, $previous );
	if ( $write_files ) {
		inlay_write_index_later();
	}
}

/**
 * Rewrites the index files once, when the request ends, however many posts it changed (a bulk edit
 * of 20 posts rewrites them once, not 20 times). On a large site that rewrite takes seconds, so it
 * runs in a WP-Cron request of its own, right after, and the editor's save does not wait for it.
 */
function inlay_write_index_later() {
	/**
	 * Above this many indexed posts, a change rewrites the index files through WP-Cron (default 1,000).
	 *
	 * @param int $posts Posts.
	 */
	if ( (int) get_option( 'inlay_index_pages', 0 ) > (int) apply_filters( 'inlay_defer_index_above', 1000 ) ) {
		if ( ! wp_next_scheduled( 'inlay_write_index_event' ) ) {
			wp_schedule_single_event( time(), 'inlay_write_index_event' );
		}
		return;
	}
	if ( ! has_action( 'shutdown', 'inlay_write_index' ) ) {
		add_action( 'shutdown', 'inlay_write_index' );
	}
}
add_action(
	'inlay_write_index_event',
	static function () {
		inlay_write_index();
	}
);

/**
 * The objectIDs of a post's stored records.
 *
 * @param int $post_id The post.
 * @return string[]
 */
function inlay_stored_ids( $post_id ) {
	$stored = json_decode( (string) get_post_meta( $post_id, INLAY_RECORDS_META, true ), true );
	return is_array( $stored ) ? array_column( $stored, 'objectID' ) : array();
}

/**
 * Rewrites index.json and the records file from every indexable post's records.
 *
 * @return array{records: int, pages: int, file: string}|WP_Error
 */
function inlay_write_index() {
	global $wpdb;
	$types = array_values( array_filter( (array) inlay_settings()['post_types'], 'post_type_exists' ) );
	$lang  = inlay_index_lang();
	$dir   = inlay_index_dir()['path'];
	if ( ! wp_mkdir_p( $dir ) ) {
		return new WP_Error( 'inlay_index', __( 'The search index folder could not be created in the uploads folder.', 'inlay' ) );
	}
	// The records file is the posts' stored JSON arrays joined, newest first, streamed 500 posts at a
	// time: a large site's records are never all decoded, nor all in memory, at once. The order is read
	// once (IDs only); each slice's records are then fetched by ID, so no query sorts the records
	// themselves (with LIMIT/OFFSET every page sorted them all again: 37 s at 10,000 posts under load).
	// phpcs:disable WordPress.WP.AlternativeFunctions -- plain files in our own uploads folder.
	$tmp  = "$dir/records-" . uniqid( '', true ) . '.tmp'; // Two saves at once each write their own.
	$file = fopen( $tmp, 'wb' );
	if ( ! $file ) {
		return new WP_Error( 'inlay_index', __( 'The search index could not be written to the uploads folder.', 'inlay' ) );
	}
	$hash     = hash_init( 'sha256' );
	$bytes    = 0;
	$pages    = 0;
	$sections = 0;
	$filters  = array();
	$put      = static function ( $text ) use ( $file, $hash, &$bytes ) {
		fwrite( $file, $text );
		hash_update( $hash, $text );
		$bytes += strlen( $text );
	};
	$put( '[' );
	$in  = implode( ', ', array_fill( 0, max( 1, count( $types ) ), '%s' ) );
	$ids = $types ? $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a pass over all posts' records, not cacheable.
		$wpdb->prepare(
			"SELECT p.ID FROM {$wpdb->posts} p JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s
			WHERE p.post_status = 'publish' AND p.post_password = '' AND p.post_type IN ($in)
			ORDER BY p.post_date DESC, p.ID DESC", // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders -- $in is placeholders only.
			array_merge( array( INLAY_RECORDS_META ), $types )
		)
	) : array();
	foreach ( array_chunk( array_map( 'intval', $ids ), 500 ) as $slice ) {
		$meta = array();
		$rows = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- as above.
			$wpdb->prepare(
				"SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE meta_key IN (%s, %s) AND post_id IN (" . implode( ', ', $slice ) . ')', // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers.
				INLAY_RECORDS_META,
				INLAY_FACETS_META
			),
			ARRAY_A
		);
		foreach ( $rows as $row ) {
			$meta[ (int) $row['post_id'] ][ $row['meta_key'] ] = $row['meta_value'];
		}
		unset( $rows );
		foreach ( $slice as $id ) {
			// The filter values with their page counts, as the CLI lists them in index.json.
			foreach ( (array) json_decode( (string) ( $meta[ $id ][ INLAY_FACETS_META ] ?? '' ), true ) as $key => $values ) {
				foreach ( (array) $values as $value ) {
					$filters[ $key ][ $value ] = ( $filters[ $key ][ $value ] ?? 0 ) + 1;
				}
			}
			$json = trim( (string) ( $meta[ $id ][ INLAY_RECORDS_META ] ?? '' ) );
			if ( strlen( $json ) < 3 || '[' !== $json[0] || ']' !== substr( $json, -1 ) ) {
				continue;
			}
			$put( ( $pages ? ',' : '' ) . substr( $json, 1, -1 ) );
			++$pages;
			// Each record has one objectID key; inside a string its quotes would be escaped.
			$sections += substr_count( $json, '"objectID":' );
		}
	}
	$put( ']' );
	fclose( $file );
	$name = 'records.' . preg_replace( '/[^a-z0-9-]/i', '_', $lang ) . '.' . substr( hash_final( $hash ), 0, 10 ) . '.json';
	$entry = array(
		'inlay'     => 1,
		'default'   => $lang,
		'languages' => array(
			$lang => array(
				'records'  => $name,
				'pages'    => $pages,
				'sections' => $sections,
				'bytes'    => $bytes,
			),
		),
		'filters'   => $filters ? $filters : new stdClass(),
		'fields'    => array(
			'title'   => 'heading',
			'page'    => 'title',
			'url'     => 'url',
			'snippet' => 'content',
			'search'  => array( 'heading', 'title', 'content' ),
		),
	);
	$entry_tmp = "$dir/index-" . uniqid( '', true ) . '.tmp';
	if ( ! rename( $tmp, "$dir/$name" ) || false === file_put_contents( $entry_tmp, wp_json_encode( $entry, JSON_UNESCAPED_SLASHES | JSON_PRETTY_PRINT ) ) || ! rename( $entry_tmp, "$dir/index.json" ) ) {
		foreach ( array( $tmp, $entry_tmp ) as $left ) {
			if ( file_exists( $left ) ) {
				unlink( $left );
			}
		}
		return new WP_Error( 'inlay_index', __( 'The search index could not be written to the uploads folder.', 'inlay' ) );
	}
	// Records files of earlier builds go (a page that loaded index.json a moment ago may still fetch
	// the previous one: it is kept for a minute).
	foreach ( (array) glob( "$dir/records.*.json" ) as $old ) {
		if ( basename( $old ) !== $name && filemtime( $old ) < time() - 60 ) {
			unlink( $old );
		}
	}
	// phpcs:enable
	if ( ! file_exists( "$dir/index.html" ) ) {
		file_put_contents( "$dir/index.html", '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- no folder listing.
	}
	// index.json changes with every post; the records files never do (their names are their hashes).
	// Apache reads this; on nginx give /wp-content/uploads/inlay/index.json `Cache-Control: no-cache`.
	if ( ! file_exists( "$dir/.htaccess" ) ) {
		file_put_contents( "$dir/.htaccess", "<IfModule mod_headers.c>\n<Files \"index.json\">\nHeader set Cache-Control \"no-cache\"\n</Files>\n<FilesMatch \"^records\\.\">\nHeader set Cache-Control \"public, max-age=31536000, immutable\"\n</FilesMatch>\n</IfModule>\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	}
	update_option( 'inlay_index_built', time(), false );
	update_option( 'inlay_index_pages', $pages, false );
	return array(
		'records' => $sections,
		'pages'   => $pages,
		'file'    => $name,
	);
}

/**
 * Keeps the index in step with a post: saved (published, updated, made private or password-protected,
 * unpublished), trashed, restored, deleted.
 *
 * @param int $post_id The post.
 */
function inlay_on_post_change( $post_id ) {
	if ( wp_is_post_revision( $post_id ) || wp_is_post_autosave( $post_id ) ) {
		return;
	}
	$post = get_post( $post_id );
	if ( ! $post || ( ! in_array( $post->post_type, (array) inlay_settings()['post_types'], true ) && ! metadata_exists( 'post', $post_id, INLAY_RECORDS_META ) ) ) {
		return;
	}
	inlay_index_post( $post_id );
}
add_action( 'save_post', 'inlay_on_post_change', 99 );
add_action( 'trashed_post', 'inlay_on_post_change', 99 );
add_action( 'untrashed_post', 'inlay_on_post_change', 99 );

// A deleted post's records leave Algolia too (its meta is gone after deletion).
add_action(
	'before_delete_post',
	static function ( $post_id ) {
		$previous = inlay_stored_ids( $post_id );
		if ( $previous ) {
			inlay_algolia_push( array(), $previous );
		}
	}
);

add_action(
	'deleted_post',
	static function ( $post_id, $post = null ) {
		if ( $post instanceof WP_Post && 'publish' === $post->post_status && in_array( $post->post_type, (array) inlay_settings()['post_types'], true ) ) {
			inlay_write_index_later();
		}
	},
	10,
	2
);

/**
 * One batch of the full rebuild: the posts from `$offset` on, `INLAY_BATCH` at a time; the last batch
 * writes the files. Returns the progress.
 *
 * @param int $offset Posts done so far.
 * @return array{done: int, total: int, finished: bool}
 */
function inlay_rebuild_batch( $offset ) {
	$types = array_values( array_filter( (array) inlay_settings()['post_types'], 'post_type_exists' ) );
	if ( 0 === $offset ) {
		delete_post_meta_by_key( INLAY_RECORDS_META );
		delete_post_meta_by_key( INLAY_FACETS_META );
	}
	$query = new WP_Query(
		array(
			'post_type'              => $types ? $types : array( '__none__' ),
			'post_status'            => 'publish',
			'has_password'           => false,
			'orderby'                => 'ID',
			'order'                  => 'ASC',
			/**
			 * How many posts one rebuild request indexes (default 50).
			 *
			 * @param int $size Posts per batch.
			 */
			'posts_per_page'         => max( 1, (int) apply_filters( 'inlay_rebuild_batch_size', INLAY_BATCH ) ),
			'offset'                 => $offset,
			'fields'                 => 'ids',
			'no_found_rows'          => false,
			'update_post_term_cache' => false,
			'suppress_filters'       => true,
		)
	);
	foreach ( $query->posts as $id ) {
		inlay_index_post( (int) $id, false );
	}
	$done     = $offset + count( $query->posts );
	$finished = $done >= (int) $query->found_posts || ! $query->posts;
	inlay_algolia_flush();
	if ( $finished ) {
		inlay_write_index();
		delete_option( 'inlay_needs_rebuild' );
	}
	return array(
		'done'     => $done,
		'total'    => (int) $query->found_posts,
		'finished' => $finished,
	);
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'inlay/v1',
			'/rebuild',
			array(
				'methods'             => 'POST',
				'permission_callback' => static function () {
					return current_user_can( 'manage_options' );
				},
				'args'                => array(
					'offset' => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					return rest_ensure_response( inlay_rebuild_batch( (int) $request['offset'] ) );
				},
			)
		);
	}
);

// A category or tag renamed: the records hold the old name until they are rebuilt, so Settings →
// Inlay asks for a rebuild (re-indexing every post of the term in this request could be thousands).
add_action(
	'edited_term',
	static function ( $term_id, $tt_id, $taxonomy ) {
		if ( in_array( $taxonomy, inlay_facet_keys(), true ) ) {
			update_option( 'inlay_needs_rebuild', 1, false );
		}
	},
	10,
	3
);

/** On activation: the first index (small sites at once; a large one asks for the batched rebuild). */
function inlay_activate() {
	$count = 0;
	foreach ( (array) inlay_settings()['post_types'] as $type ) {
		$counts = wp_count_posts( $type );
		$count += isset( $counts->publish ) ? (int) $counts->publish : 0;
	}
	if ( $count <= 200 ) {
		for ( $offset = 0, $finished = false; ! $finished; $offset = $progress['done'] ) {
			$progress = inlay_rebuild_batch( $offset );
			$finished = $progress['finished'];
		}
	} else {
		inlay_write_index();
		update_option( 'inlay_needs_rebuild', 1, false );
	}
}

/** On deactivation: nothing is removed (uninstall.php does that) but a pending rewrite; the content stays readable. */
function inlay_deactivate() {
	wp_clear_scheduled_hook( 'inlay_write_index_event' );
}
