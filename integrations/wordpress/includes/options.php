<?php
/**
 * The plugin's settings (one option, `inlay_settings`) and the elements' attribute lists.
 *
 * @package Inlay
 */

defined( 'ABSPATH' ) || exit;

/** The services a share bar may show (src/widgets/share/services.ts). */
const INLAY_SHARE_SERVICES = array( 'facebook', 'x', 'linkedin', 'whatsapp', 'telegram', 'reddit', 'pinterest', 'xing', 'bluesky', 'mastodon', 'threads', 'tumblr', 'hackernews', 'mail', 'copy', 'print', 'native' );

/**
 * The defaults of every setting.
 *
 * @return array<string, mixed>
 */
function inlay_default_settings() {
	return array(
		'search_backend'     => 'local',
		'algolia_app_id'     => '',
		'algolia_search_key' => '',
		'algolia_index'      => '',
		'post_types'         => array( 'post', 'page' ),
		'share_services'     => array( 'x', 'facebook', 'linkedin', 'mastodon', 'mail' ),
		'counts_url'         => '',
		'consent_cmp'        => 'auto',
		'consent_default'    => 'denied',
		'color_primary'      => '',
		'color_on_primary'   => '',
	);
}

/**
 * The settings, defaults filled in.
 *
 * @return array<string, mixed>
 */
function inlay_settings() {
	$saved = get_option( 'inlay_settings', array() );
	return array_merge( inlay_default_settings(), is_array( $saved ) ? $saved : array() );
}

/**
 * Each element's attribute names (includes/elements.php, written by the build from custom-elements.json).
 *
 * @return array<string, string[]>
 */
function inlay_elements() {
	static $elements = null;
	if ( null === $elements ) {
		$file     = INLAY_DIR . 'includes/elements.php';
		$elements = file_exists( $file ) ? require $file : array();
	}
	return $elements;
}

/**
 * The widget names (search, share, slider, form, fit-text).
 *
 * @return string[]
 */
function inlay_widgets() {
	return array( 'search', 'share', 'slider', 'form', 'fit-text' );
}
