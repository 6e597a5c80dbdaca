<?php
/**
 * Plugin Name:       Inlay
 * Description:       Search, share buttons, a slider, forms and fitted headlines as blocks and shortcodes any author can use, with site search that follows your posts.
 * Version:           0.0.0-dev
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       inlay
 * Domain Path:       /languages
 *
 * @package Inlay
 */

defined( 'ABSPATH' ) || exit;

define( 'INLAY_VERSION', '0.0.0-dev' );
define( 'INLAY_FILE', __FILE__ );
define( 'INLAY_DIR', plugin_dir_path( __FILE__ ) );
define( 'INLAY_URL', plugin_dir_url( __FILE__ ) );

require_once INLAY_DIR . 'includes/options.php';
require_once INLAY_DIR . 'includes/assets.php';
require_once INLAY_DIR . 'includes/render.php';
require_once INLAY_DIR . 'includes/kses.php';
require_once INLAY_DIR . 'includes/shortcodes.php';
require_once INLAY_DIR . 'includes/blocks.php';
require_once INLAY_DIR . 'includes/headings.php';
require_once INLAY_DIR . 'includes/class-inlay-extractor.php';
require_once INLAY_DIR . 'includes/search-index.php';
require_once INLAY_DIR . 'includes/algolia.php';
require_once INLAY_DIR . 'includes/settings.php';

add_action(
	'init',
	static function () {
		load_plugin_textdomain( 'inlay', false, dirname( plugin_basename( INLAY_FILE ) ) . '/languages' );
	}
);

// The WP Consent API (https://wordpress.org/plugins/wp-consent-api/): Inlay asks it before a widget
// contacts a third party (share counts, Algolia, a form's captcha), through Inlay's consent lookup in the
// browser (`wp_has_consent`). Declaring it here keeps consent plugins from warning about this plugin.
add_filter( 'wp_consent_api_registered_' . plugin_basename( __FILE__ ), '__return_true' );

register_activation_hook( __FILE__, 'inlay_activate' );
register_deactivation_hook( __FILE__, 'inlay_deactivate' );
